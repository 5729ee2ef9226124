// The not-found screen (an unknown address, and a loader's 404 on a known route
// with an unknown id): the spec's texts, the home page, and a search of the whole
// site for the words of the address.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import NotFound from "../../app/routes/not-found";
import { GeneralErrorBoundary } from "../../app/components/general-error-boundary";

afterEach(cleanup);

const Stub = createRoutesStub([
  {
    path: "/answers/:id",
    Component: () => null,
    ErrorBoundary: GeneralErrorBoundary,
    HydrateFallback: () => null,
    loader: () => {
      throw data("Not found", { status: 404 });
    },
  },
  { path: "*", Component: NotFound },
]);

describe("not-found screen", () => {
  it("offers the home page and a search for the words of an unknown address", async () => {
    render(<Stub initialEntries={["/guides-old/Mug_Press-Times.html"]} />);
    await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" });
    expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
    expect(screen.getByRole("link", { name: "Search the site for “Mug Press Times”" }).getAttribute("href")).toBe(
      "/search?q=Mug%20Press%20Times",
    );
  });

  it("does the same for a 404 from a route's loader (an unknown answer)", async () => {
    render(<Stub initialEntries={["/answers/why-is-my-mug-ghosting"]} />);
    await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" });
    expect(screen.getByRole("link", { name: /^Search the site for/ }).getAttribute("href")).toBe(
      "/search?q=why%20is%20my%20mug%20ghosting",
    );
  });

  it("offers no search when the address has no words", async () => {
    render(<Stub initialEntries={["/%E2%80%94/"]} />);
    await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" });
    expect(screen.queryByRole("link", { name: /^Search the site for/ })).toBeNull();
  });
});
