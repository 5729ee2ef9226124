// The toast and a modal dialog: a toast raised while a dialog is open waits until
// the dialog closes, so it never covers the dialog's heading on a phone and never
// takes the Escape that closes the dialog; one already shown is put away while a
// dialog is open, and comes back when it closes. The real Toaster and Radix
// Dialog, rendered as a browser does (happy-dom).
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { Dialog } from "radix-ui";
import { afterEach, describe, expect, it } from "vitest";
import { Toaster, useToast } from "../../app/components/ui/toast";

afterEach(cleanup);

function Screen() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast({ title: "Signed in", description: "Welcome, Pat!" })}>
        Raise
      </button>
      <Dialog.Root>
        <Dialog.Trigger>Settings</Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Profile Settings</Dialog.Title>
            <input aria-label="First name" />
            <button type="button" onClick={() => toast({ title: "Raised inside" })}>
              Raise inside
            </button>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape", code: "Escape" });

describe("a toast and an open dialog", () => {
  it("a toast raised while the dialog is open waits, and the first Escape closes the dialog", async () => {
    render(
      <Toaster>
        <Screen />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Settings" }));
    const dialog = await screen.findByRole("dialog", { name: "Profile Settings" });
    // The region loads on the first toast: raised from inside the open dialog.
    fireEvent.click(screen.getByRole("button", { name: "Raise inside" }));
    // Given time to load and mount, it still does not show.
    await act(() => new Promise((r) => setTimeout(r, 300)));
    expect(screen.queryByTestId("toast")).toBeNull();
    expect(dialog.contains(document.activeElement)).toBe(true);
    pressEscape();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Closed, the dialog gives focus back to its trigger, and the toast shows.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Settings" }));
    expect((await screen.findByTestId("toast")).textContent).toContain("Raised inside");
  });

  it("a toast already shown is put away while a dialog is open and comes back when it closes", async () => {
    render(
      <Toaster>
        <Screen />
      </Toaster>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Raise" }));
    expect((await screen.findByTestId("toast")).textContent).toContain("Welcome, Pat!");
    fireEvent.click(screen.getByRole("button", { name: "Settings" }));
    await screen.findByRole("dialog", { name: "Profile Settings" });
    await waitFor(() => expect(screen.queryByTestId("toast")).toBeNull());
    pressEscape();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect((await screen.findByTestId("toast")).textContent).toContain("Welcome, Pat!");
  });
});
