// The guides list's route module with React Router's route stub: the search is a
// GET form (role=search, field `q`) that keeps the query the page was loaded
// with; once hydrated, typing filters the whole list in place and writes the
// query into the address.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import Guides, { shouldRevalidate } from "../../app/routes/guides";

const guide = (id: string, title: string, category: string) => ({
  id,
  title,
  description: `${title}: a step-by-step guide.`,
  category,
  difficulty: "beginner",
  estimatedTime: "10 min",
});
const ALL = [
  guide("mug-basics", "Pressing your first mug", "basics"),
  guide("mug-ghosting", "Fixing ghosting on mugs", "troubleshooting"),
  guide("shirt-basics", "Polyester shirts from start to finish", "basics"),
];
const MUGS = ALL.slice(0, 2);
const loaderData = {
  guides: MUGS,
  total: 2,
  filters: { q: "mug", category: "all", sort: "", page: 1 },
  canonical: "https://example.test/guides",
};

let where = "";
function Where() {
  const location = useLocation();
  where = location.pathname + location.search;
  return null;
}

const Stub = createRoutesStub([
  {
    id: "guides",
    path: "/guides",
    Component: (props: Parameters<typeof Guides>[0]) => (
      <>
        <Guides {...props} />
        <Where />
      </>
    ),
    HydrateFallback: () => null,
    shouldRevalidate,
    loader: () => loaderData,
  },
]);

beforeEach(() => {
  // The whole list, as the edge-cached /api/guides answers once the page is interactive.
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(ALL), { headers: { "Content-Type": "application/json" } })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cardTitles = () => screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("guides search (route module, stubbed loader)", () => {
  it("is a GET form the server renders with the query kept, and the matching cards", () => {
    const html = renderToString(
      <Stub initialEntries={["/guides?q=mug"]} hydrationData={{ loaderData: { guides: loaderData } }} />,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const form = page.querySelector('form[role="search"]')!;
    expect(form.getAttribute("method")).toBe("get");
    expect(form.getAttribute("action")).toBeNull();
    expect(form.querySelector<HTMLInputElement>('input[name="q"]')?.getAttribute("value")).toBe("mug");
    expect(page.querySelector('[data-testid="result-count"]')?.textContent).toBe("2 Guides Found");
    expect(page.querySelector('[data-testid="filter-summary"]')?.textContent).toBe("Searching for “mug”");
    expect([...page.querySelectorAll("h3")].map((h) => h.textContent)).toEqual(MUGS.map((g) => g.title));
  });

  it("filters the whole list as the visitor types once hydrated, and keeps the query in the address", async () => {
    render(<Stub initialEntries={["/guides?q=mug"]} />);
    const search = (await screen.findByRole("searchbox", { name: "Search guides" })) as HTMLInputElement;
    expect(search.value).toBe("mug");
    await waitFor(() => expect(cardTitles()).toEqual(MUGS.map((g) => g.title)));
    fireEvent.change(search, { target: { value: "polyester" } });
    await waitFor(() => expect(cardTitles()).toEqual(["Polyester shirts from start to finish"]));
    expect(screen.getByTestId("result-count").textContent).toBe("1 Guide Found");
    await waitFor(() => expect(where).toBe("/guides?q=polyester"));
    fireEvent.change(search, { target: { value: "" } });
    await waitFor(() => expect(cardTitles()).toHaveLength(3));
    await waitFor(() => expect(where).toBe("/guides"));
  });
});
