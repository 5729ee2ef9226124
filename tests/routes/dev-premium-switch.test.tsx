// The development-only premium switch on /subscribe: its visible label names it
// and says what it is; the server's page (what a browser without scripts keeps)
// has no switch, since the switch works only through the page's script.
import { cleanup, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { DevPremiumSwitch } from "../../app/components/billing/dev-premium-switch";

afterEach(cleanup);

const LABEL = "Local development switch: Premium on this account";

describe("development premium switch", () => {
  it("is a switch named by its visible label and described by the fence's text once the script runs", () => {
    render(<DevPremiumSwitch premium={false} onChanged={() => {}} />);
    const toggle = screen.getByRole("switch", { name: LABEL });
    expect(toggle.getAttribute("aria-checked")).toBe("false");
    expect(toggle.getAttribute("aria-labelledby")).toBeTruthy();
    expect(document.getElementById(toggle.getAttribute("aria-labelledby")!)?.textContent).toBe(LABEL);
    expect(document.getElementById(toggle.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /never in production/,
    );
    expect(screen.getByText(LABEL).tagName).toBe("LABEL");
  });

  it("shows the state it is in", () => {
    render(<DevPremiumSwitch premium onChanged={() => {}} />);
    expect(screen.getByRole("switch", { name: LABEL }).getAttribute("aria-checked")).toBe("true");
  });

  it("is not in the server's page: a button there would do nothing without the script", () => {
    const html = renderToString(<DevPremiumSwitch premium={false} onChanged={() => {}} />);
    expect(html).toContain("Development only: not shown to real users");
    expect(html).not.toContain('role="switch"');
    expect(html).not.toContain("<button");
    expect(html).toContain("The switch appears once the page&#x27;s script has loaded.");
  });
});
