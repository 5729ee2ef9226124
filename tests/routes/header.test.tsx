// The header's sign-in link comes back to the page it was started on, except from
// the home page and from an unknown address (the not-found screen is no place to
// return to). Rendered with React Router's route stub, as a browser does (happy-dom).
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { Header } from "../../app/components/layout/header";

afterEach(cleanup);

const Page = () => <Header />;
const Stub = createRoutesStub([
  { path: "/", Component: Page },
  { path: "/guides/:id", Component: Page },
  { id: "routes/not-found", path: "*", Component: Page },
]);

const loginHref = async (path: string) => {
  render(<Stub initialEntries={[path]} />);
  return (await screen.findByRole("link", { name: "Log in / Sign Up" })).getAttribute("href");
};

describe("header sign-in link", () => {
  it("returns to the page it was started on", async () => {
    expect(await loginHref("/guides/mug-basics?step=2")).toBe(
      `/api/login?returnTo=${encodeURIComponent("/guides/mug-basics?step=2")}`,
    );
  });

  it("needs no way back from the home page or an unknown address", async () => {
    expect(await loginHref("/")).toBe("/api/login");
    cleanup();
    expect(await loginHref("/no-such-page")).toBe("/api/login");
  });

  it("lists the Help group's links in the phone menu", async () => {
    render(<Stub initialEntries={["/"]} />);
    const help = await screen.findByRole("list", { name: "Help", hidden: true });
    expect([...help.querySelectorAll("a")].map((a) => [a.textContent, a.getAttribute("href")])).toEqual([
      ["Troubleshooting", "/troubleshooting"],
      ["Quick Answers", "/answers"],
      ["Help Center", "/help-center"],
      ["Contact Us", "/contact"],
    ]);
  });
});
