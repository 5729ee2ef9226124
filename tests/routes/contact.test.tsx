// The contact page's module with React Router's route stub: its real action
// validates with the shared schema, and the page renders the answer's field
// errors, keeps what was typed, and says when the message was sent. Rendered in
// the browser's way (happy-dom) and in the server's way (the page a browser
// without JavaScript receives after its post).
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub, RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { contactMessageSchema } from "@common/schemas";
import Contact, { action as contactAction } from "../../app/routes/contact";
import { type PageContext, pageContext } from "../../workers/page-context";

afterEach(cleanup);

/** Nothing to show while the stub's first load runs. */
const NoFallback = () => null;

/** The page's context, as the Worker gives it; validation never reaches the bindings. */
const PAGE: PageContext = {
  cloudflare: { env: {} as Env, ctx: {} as ExecutionContext },
  nonce: "",
  user: null,
  member: null,
  flash: null,
};
/** React Router's context holding it, as the Worker hands it over (workers/app.ts). */
const routerContext = () => new RouterContextProvider(new Map([[pageContext, PAGE]]));

/** Invalid posts are answered by the route's own action; valid ones as sent (storing needs D1 and the rate limiter). */
const posted: Record<string, string>[] = [];
const stub = () =>
  createRoutesStub(
    [
      {
        id: "contact",
        path: "/contact",
        Component: Contact,
        HydrateFallback: NoFallback,
        loader: () => ({ canonical: "https://example.test/contact" }),
        action: async (args: Parameters<typeof contactAction>[0]) => {
          const fields = Object.fromEntries(await args.request.clone().formData()) as Record<string, string>;
          posted.push(fields);
          if (contactMessageSchema.safeParse(fields).success) return { sent: true, errors: {}, values: {} };
          return contactAction(args);
        },
      },
    ],
    routerContext(),
  );

describe("contact form (route module, stubbed loader)", () => {
  it("renders the action's field errors beside their fields, keeps what was typed, then shows success", async () => {
    const Stub = stub();
    render(<Stub initialEntries={["/contact"]} />);
    const name = await screen.findByLabelText("Name");
    // Values the browser's own checks let through (required, type=email) but the shared schema refuses.
    fireEvent.change(name, { target: { value: "   " } });
    fireEvent.change(screen.getByLabelText("Email"), { target: { value: "robin@example" } });
    fireEvent.change(screen.getByLabelText("Subject"), { target: { value: "technical" } });
    fireEvent.change(screen.getByLabelText("Message"), { target: { value: "Ghosting on mugs." } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));

    const email = screen.getByLabelText("Email");
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    // The messages are the shared schema's, tied to their fields for screen readers.
    const errorOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent;
    expect(errorOf(email)).toMatch(/email/i);
    expect(errorOf(screen.getByLabelText("Name"))).toMatch(/name/i);
    expect(screen.getByLabelText("Message").getAttribute("aria-invalid")).toBeNull();
    expect(screen.getByRole("alert").textContent).toBe("Please correct the highlighted fields.");
    // Focus goes to the first refused field (the disabled Send button had dropped it to the page's start).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Name")));
    // What was typed stays, and was posted under the schema's field names.
    expect((screen.getByLabelText("Message") as HTMLTextAreaElement).value).toBe("Ghosting on mugs.");
    expect(posted.at(-1)).toMatchObject({ name: "   ", email: "robin@example", subject: "technical" });

    fireEvent.change(screen.getByLabelText("Name"), { target: { value: "Robin Press" } });
    fireEvent.change(email, { target: { value: "robin@example.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Message Sent");
    // Then to the answer, which says it was sent.
    await waitFor(() => expect(document.activeElement?.textContent).toContain("Message Sent"));
    // The form clears only on success.
    await waitFor(() => expect((screen.getByLabelText("Name") as HTMLInputElement).value).toBe(""));
    expect(screen.getByLabelText("Email").getAttribute("aria-invalid")).toBeNull();
  });

  it("renders the answer to a post made without JavaScript on the server: errors and the typed values", async () => {
    const Stub = stub();
    const answer = await contactAction({
      request: new Request("https://example.test/contact", {
        method: "POST",
        body: new URLSearchParams({ name: "", email: "robin@example.com", subject: "technical", message: "Hi" }),
      }),
      context: routerContext(),
    } as unknown as Parameters<typeof contactAction>[0]);
    const { data: result, init } = answer as unknown as { data: object; init: { status: number } };
    expect(init.status).toBe(400);
    const html = renderToString(
      <Stub
        initialEntries={["/contact"]}
        hydrationData={{
          loaderData: { contact: { canonical: "https://example.test/contact" } },
          actionData: { contact: result },
        }}
      />,
    );
    const page = new DOMParser().parseFromString(html, "text/html");
    const name = page.querySelector<HTMLInputElement>('input[name="name"]')!;
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(page.getElementById(name.getAttribute("aria-describedby")!)?.textContent).toMatch(/name/i);
    expect(page.querySelector<HTMLInputElement>('input[name="email"]')!.getAttribute("value")).toBe(
      "robin@example.com",
    );
    expect(page.querySelector("form")?.getAttribute("method")).toBe("post");
    expect(page.querySelector("form")?.getAttribute("action")).toBe("/contact");
  });
});
