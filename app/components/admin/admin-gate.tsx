// The password gate. The password goes to the server, which alone decides; the
// page learns the result only by reloading its data with the new admin cookie.
import { Lock } from "lucide-react";
import { useRef, useState, type FormEvent } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { Button } from "~/components/ui/button";
import { ApiError, api, ok } from "~/lib/api";

export const INVALID_PASSWORD = "Invalid password";

export function AdminGate({ onUnlocked }: { onUnlocked: () => void | Promise<void> }) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // Until the script runs the form cannot be sent: a plain submit must never put the password anywhere.
  const hydrated = useHydrated();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    if (password === "") {
      setError("Enter the admin password");
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    setError(null);
    try {
      await ok(api.admin.login.$post({ json: { password } }));
      setPassword("");
      await onUnlocked();
    } catch (e) {
      setPassword("");
      setError(
        e instanceof ApiError && e.status === 401
          ? INVALID_PASSWORD
          : e instanceof ApiError
            ? e.serverMessage
            : "Something went wrong. Please try again.",
      );
      inputRef.current?.focus();
    } finally {
      setPending(false);
    }
  }

  return (
    <main id="main" className="mx-auto flex min-h-[60vh] max-w-md items-center px-4 py-12">
      <section
        aria-labelledby="admin-gate-title"
        className="w-full rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <div className="flex flex-col items-center text-center">
          <span className="flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
            <Lock aria-hidden="true" className="h-6 w-6" />
          </span>
          <h1 id="admin-gate-title" className="mt-4 text-2xl font-bold text-slate-900">
            Admin Access
          </h1>
          <p className="mt-1 text-sm text-slate-700">Enter the admin password to continue.</p>
        </div>
        <form method="post" action="/api/admin/login" onSubmit={submit} className="mt-6 grid gap-3" noValidate>
          <label htmlFor="admin-password" className="text-sm font-medium text-slate-800">
            Password
          </label>
          <input
            ref={inputRef}
            id="admin-password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            maxLength={200}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "admin-password-error" : undefined}
            className="h-10 rounded-md border border-slate-300 px-3"
          />
          {error ? (
            <p id="admin-password-error" role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
          <Button type="submit" disabled={!hydrated || pending} pending={pending} className="mt-2 w-full">
            {pending ? "Checking..." : "Access Admin Panel"}
          </Button>
        </form>
      </section>
    </main>
  );
}
