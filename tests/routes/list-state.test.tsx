// A list page's filters live in React state and are mirrored into the URL. Changes
// made faster than the router settles (a choice, another, then typing at once) must
// all survive: an address the page wrote itself and the router reports late is not
// a link from elsewhere to follow.
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub, Link, useLocation, useNavigate } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { type ListSpec, listShouldRevalidate, useListState } from "../../app/components/list/list-state";

const SPEC: ListSpec<{ q: string; rating: string; sort: string }> = {
  defaults: { q: "", rating: "all", sort: "" },
  allowed: { rating: ["all", "3", "4"] },
  pageSize: 10,
};

let update: (patch: Partial<{ q: string; rating: string }>) => void = () => {};
let navigate: ReturnType<typeof useNavigate> = () => {};
function List() {
  const list = useListState(SPEC, { q: "", rating: "all", sort: "", page: 1 });
  update = list.update;
  navigate = useNavigate();
  const location = useLocation();
  return (
    <>
      <p data-testid="state">{`q=${list.state.q};rating=${list.state.rating}`}</p>
      <p data-testid="url">{location.search}</p>
      <Link to="?rating=4">Four and up</Link>
    </>
  );
}

const Stub = createRoutesStub([
  { id: "list", path: "/list", Component: List, shouldRevalidate: listShouldRevalidate, loader: () => null },
]);

afterEach(cleanup);

describe("useListState", () => {
  it("keeps the last of several quick changes, in the state and in the URL", async () => {
    render(<Stub initialEntries={["/list"]} />);
    await screen.findByTestId("state");
    for (const step of [{ rating: "4" }, { rating: "3" }, { rating: "all" }, { q: "v" }, { q: "va" }, { q: "vapor" }]) {
      // Each change in its own task, as separate key presses and choices are.
      await act(async () => {
        update(step);
        await Promise.resolve();
      });
    }
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("?q=vapor"));
    // Let every navigation settle, then the state must still be the last change.
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.getByTestId("state").textContent).toBe("q=vapor;rating=all");
    expect(screen.getByTestId("url").textContent).toBe("?q=vapor");
  });

  it("does not take an address it wrote, reported after a later change, for a link to follow", async () => {
    render(<Stub initialEntries={["/list"]} />);
    await screen.findByTestId("state");
    await act(async () => update({ rating: "4" }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("?rating=4"));
    // "3+" then "All" are chosen, and before "All"'s address settles the router reports
    // "3+"'s (as a navigation that settles late does); then the visitor types.
    await act(async () => {
      update({ rating: "3" });
      update({ rating: "all" });
      navigate("?rating=3", { replace: true });
    });
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("?rating=3"));
    await act(async () => update({ q: "vapor" }));
    await waitFor(() => expect(screen.getByTestId("url").textContent).toBe("?q=vapor"));
    expect(screen.getByTestId("state").textContent).toBe("q=vapor;rating=all");
  });

  it("follows a link to the same page with other parameters", async () => {
    render(<Stub initialEntries={["/list?q=mug"]} />);
    await screen.findByTestId("state");
    await act(async () => {
      screen.getByRole("link", { name: "Four and up" }).click();
    });
    await waitFor(() => expect(screen.getByTestId("state").textContent).toBe("q=;rating=4"));
  });
});
