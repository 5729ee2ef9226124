// The buying guide's route module with React Router's route stub (its loader
// stubbed with price ranges): every section is in the page the server sends, a
// radio group chooses the one shown (`?tab=` opens one), a choice once the script
// runs follows into the address without reloading the data, and
// the ROI calculator's figures come from the address, computed in the page the
// server sends, then follow the fields once hydrated.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import BuyingGuide, { shouldRevalidate } from "../../app/routes/buying-guide";
import { tabSetCss } from "../../app/components/ui/tab-set";

afterEach(cleanup);

/** Nothing to show while the stub's first load runs. */
const NoFallback = () => null;

const PATH = "/equipment/buying-guide";
const ranges = [
  { category: "printers", count: 3, min: 299, max: 1499.5 },
  { category: "heat-presses", count: 1, min: 180, max: 180 },
  { category: "inks", count: 0, min: null, max: null },
];

function stub() {
  let loads = 0;
  const Stub = createRoutesStub([
    {
      id: "guide",
      path: PATH,
      Component: BuyingGuide,
      HydrateFallback: NoFallback,
      shouldRevalidate,
      loader: () => {
        loads++;
        return { ranges, canonical: `https://example.test${PATH}` };
      },
    },
  ]);
  return { Stub, loads: () => loads };
}

/** The page as the server sends it for this address (no script runs: no effects). */
function serverPage(url: string) {
  const { Stub } = stub();
  const html = renderToString(
    <Stub
      initialEntries={[url]}
      hydrationData={{ loaderData: { guide: { ranges, canonical: `https://example.test${PATH}` } } }}
    />,
  );
  return new DOMParser().parseFromString(html, "text/html");
}

const text = (page: Document, testId: string) => page.querySelector(`[data-testid="${testId}"]`)?.textContent;

describe("buying guide sections (route module, stubbed loader)", () => {
  const radios = (page: Document) =>
    [...page.querySelectorAll<HTMLInputElement>('fieldset input[type="radio"][name="tab"]')].map((r) => [
      r.value,
      r.closest("label")?.textContent,
      r.hasAttribute("checked"),
    ]);

  it("sends every section, with the radio of the one ?tab= names checked", () => {
    const page = serverPage(`${PATH}?tab=types`);
    expect(page.querySelector("fieldset legend")?.textContent).toBe("Buying guide sections");
    expect(radios(page)).toEqual([
      ["budget", "Budget Planning", false],
      ["types", "Equipment Types", true],
      ["roi", "ROI Calculator", false],
      ["compatibility", "Compatibility", false],
    ]);
    // Every section is in the page (the style shows the checked one), with the loader's ranges.
    const panels = [...page.querySelectorAll("[data-panel]")].map((p) => [
      p.getAttribute("data-panel"),
      p.querySelector("h2")?.textContent,
    ]);
    expect(panels).toEqual([
      ["budget", "Budget Planning"],
      ["types", "Equipment Types"],
      ["roi", "ROI Calculator"],
      ["compatibility", "Compatibility"],
    ]);
    expect(page.querySelector("#buying-guide-sections > style")?.textContent).toBe(
      tabSetCss("buying-guide-sections", [
        { value: "budget", label: "" },
        { value: "types", label: "" },
        { value: "roi", label: "" },
        { value: "compatibility", label: "" },
      ]),
    );
    expect(page.body.textContent).toContain("$299 - $1,499.50");
    expect(page.body.textContent).toContain("About $180");
    expect(page.body.textContent).toContain("Price range coming soon");
  });

  it("shows only the checked radio's section, and every section where :has() is not supported", () => {
    const css = tabSetCss("s", [
      { value: "a", label: "A" },
      { value: "b", label: "B" },
    ]);
    expect(css).toBe(
      '@supports selector(:has(*)){#s [data-panel]{display:none}#s:has(input[name="tab"][value="a"]:checked) [data-panel="a"]{display:block}#s:has(input[name="tab"][value="b"]:checked) [data-panel="b"]{display:block}}',
    );
  });

  it("opens the first section for a missing or unknown tab", () => {
    for (const url of [PATH, `${PATH}?tab=nope`]) {
      const checked = radios(serverPage(url)).filter(([, , on]) => on);
      expect(checked).toEqual([["budget", "Budget Planning", true]]);
    }
  });

  it("switches sections in place once hydrated, without loading the page's data again", async () => {
    const { Stub, loads } = stub();
    render(<Stub initialEntries={[PATH]} />);
    const group = await screen.findByRole("group", { name: "Buying guide sections" });
    expect((within(group).getByRole("radio", { name: "Budget Planning" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole("radio", { name: "Equipment Types" }));
    expect((within(group).getByRole("radio", { name: "Equipment Types" }) as HTMLInputElement).checked).toBe(true);
    expect((within(group).getByRole("radio", { name: "Budget Planning" }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(group).getByRole("radio", { name: "ROI Calculator" }));
    // Still checked once the address has followed (the page re-renders from it).
    await new Promise((r) => setTimeout(r, 50));
    expect((within(group).getByRole("radio", { name: "ROI Calculator" }) as HTMLInputElement).checked).toBe(true);
    expect(loads()).toBe(1);
  });
});

describe("ROI calculator (a GET form the server computes)", () => {
  it("computes the figures in the address in the page the server sends", () => {
    const page = serverPage(`${PATH}?tab=roi&equipmentCost=1000&costPerItem=5&pricePerItem=20&itemsPerMonth=50`);
    const form = page.querySelector('form[aria-label="ROI calculator inputs"]')!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.querySelector<HTMLInputElement>('input[type="hidden"][name="tab"]')?.value).toBe("roi");
    expect(form.querySelector<HTMLInputElement>('input[name="equipmentCost"]')?.getAttribute("value")).toBe("1000");
    expect(text(page, "roi-profit")).toBe("$15");
    expect(text(page, "roi-margin")).toBe("75.0%");
    expect(text(page, "roi-monthly")).toBe("$750");
    expect(text(page, "roi-items")).toBe("67");
    expect(text(page, "roi-months")).toBe("1.3 months");
  });

  it("says what is wrong instead of figures for an impossible value, and never at a loss", () => {
    const bad = serverPage(`${PATH}?tab=roi&equipmentCost=-4`);
    expect(text(bad, "roi-invalid")).toBe("Correct the highlighted field to see the results.");
    expect(bad.querySelector('input[name="equipmentCost"]')?.getAttribute("aria-invalid")).toBe("true");
    const loss = serverPage(`${PATH}?tab=roi&costPerItem=20&pricePerItem=15`);
    expect(text(loss, "roi-items")).toBe("Never at this price");
    expect(text(loss, "roi-months")).toBe("Never at these numbers");
  });

  it("follows the fields as they are typed once hydrated", async () => {
    const { Stub } = stub();
    render(<Stub initialEntries={[`${PATH}?tab=roi`]} />);
    const price = await screen.findByLabelText("Selling price per item ($)");
    // The page's starting figures: $800 setup, $4 cost, $15 price, 40 a month.
    expect(screen.getByTestId("roi-monthly").textContent).toBe("$440");
    fireEvent.input(price, { target: { value: "24" } });
    expect(screen.getByTestId("roi-profit").textContent).toBe("$20");
    expect(screen.getByTestId("roi-monthly").textContent).toBe("$800");
    expect(screen.getByTestId("roi-months").textContent).toBe("1.0 months");
  });
});
