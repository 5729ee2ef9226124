// Profile Settings: account e-mail, plan, AI usage, the name shown on the site,
// a link to manage the subscription, Sign Out, and deleting the account behind
// a confirmation. Every part is a link or a form the dashboard's action answers,
// so it all works without scripts: the Settings link opens the section at
// /dashboard?settings, and /dashboard?settings=delete asks for the typed
// confirmation. Once the page's script runs, the same link opens a dialog
// whose forms post through fetchers (the answer shows in place, with no new
// page), and the deletion is confirmed in an alert dialog.
import { LogOut, Settings, Trash2, X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { FormOutcome, TextField } from "~/components/forms/fields";
import { Button } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button-class";
import { Link } from "~/components/ui/link";
import { DELETE_ACCOUNT_WORD } from "@common/schemas";
import { isPremium, type CurrentUser } from "@common/user";
import { usageText, UsageBar } from "./ai-usage";
import { PlanBadge } from "./plan-badge";

/** What the dashboard's forms answer: field errors with the values sent, or `sent`. */
export interface AccountFormResult {
  intent: "profile" | "delete-account" | null;
  sent: boolean;
  errors: Record<string, string>;
  values: Record<string, string>;
}

/** Which part of Profile Settings the dashboard renders in the page (no script needed). */
export type SettingsView = "settings" | "delete" | null;

const SETTINGS_HREF = "/dashboard?settings#profile-settings";
const DELETE_HREF = "/dashboard?settings=delete#delete-account";
const SAVED = { title: "Profile updated", description: "Your name is saved." };
const DESCRIPTION = "Your account, plan and AI message usage.";

function ProfileDetails({ user }: { user: CurrentUser }) {
  return (
    <dl className="mt-5 grid gap-4 text-sm">
      <div>
        <dt className="font-medium text-slate-700">Email</dt>
        <dd className="mt-0.5 break-all text-slate-900">{user.email}</dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">Plan</dt>
        <dd className="mt-1">
          <PlanBadge user={user} />
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">AI messages</dt>
        <dd className="mt-0.5 text-slate-900">
          {usageText(user)}
          {isPremium(user) ? null : (
            <div className="mt-2">
              <UsageBar count={user.monthlyMessageCount} label="AI messages used this month" />
            </div>
          )}
        </dd>
      </div>
      <div>
        <dt className="font-medium text-slate-700">Subscription</dt>
        <dd className="mt-1">
          <Link to="/subscribe" className="font-medium text-brand-700 underline hover:text-brand-800">
            Manage subscription
          </Link>
        </dd>
      </div>
    </dl>
  );
}

/**
 * The name form. Its fields are uncontrolled, so whatever was typed before the
 * script started stays; the server's answer to a post made without the script
 * comes in `result`, a background post's answer in the fetcher. Either shows in
 * the form itself (a status or an alert, announced): no toast, which would sit
 * over the dialog's heading and close button on a phone and take the first Escape.
 */
function ProfileForm({ user, result }: { user: CurrentUser; result?: AccountFormResult }) {
  const fetcher = useFetcher<AccountFormResult>();
  const outcome = fetcher.data ?? (result?.intent === "profile" ? result : undefined);
  const errors = outcome?.errors ?? {};
  const typed = outcome && !outcome.sent ? outcome.values : null;
  const saving = fetcher.state !== "idle";

  return (
    <fetcher.Form
      method="post"
      action="/dashboard?settings"
      className="mt-5 grid gap-3 border-t border-slate-200 pt-4"
      aria-label="Your name"
    >
      <input type="hidden" name="intent" value="profile" />
      <FormOutcome outcome={outcome} sent={SAVED} />
      <TextField
        label="First name"
        name="firstName"
        required
        maxLength={60}
        autoComplete="given-name"
        defaultValue={typed ? (typed.firstName ?? "") : (user.firstName ?? "")}
        error={errors.firstName}
      />
      <TextField
        label="Last name"
        name="lastName"
        maxLength={60}
        autoComplete="family-name"
        defaultValue={typed ? (typed.lastName ?? "") : (user.lastName ?? "")}
        error={errors.lastName}
      />
      <Button type="submit" variant="outline" pending={saving} className="justify-self-start">
        {saving ? "Saving..." : "Save changes"}
      </Button>
    </fetcher.Form>
  );
}

const DELETE_TITLE = "Delete your account?";
const DELETE_TEXT =
  "This permanently deletes your account, saved guides, chat history and AI usage, and cancels any subscription. This action cannot be undone.";

/** The confirmation without scripts: the word typed into a field, checked by the server. */
function DeleteAccountForm({ result }: { result?: AccountFormResult }) {
  const outcome = result?.intent === "delete-account" ? result : undefined;
  return (
    <section
      id="delete-account"
      aria-labelledby="delete-account-title"
      className="mt-5 rounded-md border border-red-300 bg-red-50 p-4"
    >
      <h3 id="delete-account-title" className="text-lg font-semibold text-slate-900">
        {DELETE_TITLE}
      </h3>
      <p className="mt-2 text-sm text-slate-700">{DELETE_TEXT}</p>
      <form method="post" action="/dashboard?settings=delete" className="mt-4 grid gap-3" aria-label="Delete account">
        <input type="hidden" name="intent" value="delete-account" />
        <TextField
          label={`Type ${DELETE_ACCOUNT_WORD} to confirm`}
          name="confirm"
          required
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          defaultValue={outcome?.values.confirm ?? ""}
          error={outcome?.errors.confirm}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="destructive">
            Delete my account
          </Button>
          <Link to={SETTINGS_HREF} className={buttonClass("outline")}>
            Cancel
          </Link>
        </div>
      </form>
    </section>
  );
}

/** Profile Settings in the page itself, rendered by the server (/dashboard?settings). */
export function ProfileSettingsSection({
  user,
  view,
  result,
}: {
  user: CurrentUser;
  view: Exclude<SettingsView, null>;
  result?: AccountFormResult;
}) {
  return (
    <section
      id="profile-settings"
      aria-labelledby="profile-settings-title"
      className="mt-8 max-w-xl scroll-mt-20 rounded-lg border border-slate-200 bg-white p-6"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="profile-settings-title" className="text-xl font-semibold text-slate-900">
          Profile Settings
        </h2>
        <Link to="/dashboard" className={buttonClass("ghost", "sm")}>
          Close
        </Link>
      </div>
      <p className="mt-1 text-sm text-slate-700">{DESCRIPTION}</p>
      <ProfileDetails user={user} />
      <ProfileForm user={user} result={result} />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
        <a href="/api/logout" className={buttonClass("outline")}>
          <LogOut className="h-4 w-4" aria-hidden="true" />
          Sign Out
        </a>
        {view === "delete" ? null : (
          <Link to={DELETE_HREF} className={buttonClass("dangerGhost")}>
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            Delete account
          </Link>
        )}
      </div>
      {view === "delete" ? <DeleteAccountForm result={result} /> : null}
    </section>
  );
}

/**
 * The Settings trigger: a link to the section above, which opens the dialog
 * instead once the page's script runs.
 */
export function ProfileSettingsDialog({ user, label = "Settings" }: { user: CurrentUser; label?: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <a
        ref={trigger}
        href={SETTINGS_HREF}
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClass("outline", "sm")}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        <Settings className="h-4 w-4" aria-hidden="true" />
        {label}
      </a>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content
          // Focus goes back to the link that opened it (it is not a Radix trigger: it is a link first).
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            trigger.current?.focus();
          }}
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <Dialog.Title className="text-xl font-semibold text-slate-900">Profile Settings</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">{DESCRIPTION}</Dialog.Description>
          <ProfileDetails user={user} />
          <ProfileForm user={user} />
          <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <a href="/api/logout" className={buttonClass("outline")}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Sign Out
            </a>
            <DeleteAccountButton />
          </div>
          <Dialog.Close asChild>
            <button
              type="button"
              aria-label="Close"
              className="absolute right-3 top-3 inline-flex h-9 w-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
            >
              <X className="h-5 w-5" aria-hidden="true" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** With the script: the alert dialog is the confirmation; the dashboard's action deletes and reloads the home page. */
function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<AccountFormResult>();
  const pending = fetcher.state !== "idle";
  // A success is a full load of the home page; an answer here is a failure, said in
  // the alert dialog itself (a toast waits while a dialog is open), until it is tried again.
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!fetcher.data) return;
    // The session had already ended: nothing is left to delete here.
    if (fetcher.data.intent === null) {
      window.location.assign("/");
      return;
    }
    setFailed(true);
  }, [fetcher.data]);

  return (
    <AlertDialog.Root
      open={open}
      onOpenChange={(o) => {
        if (pending) return;
        setOpen(o);
        setFailed(false);
      }}
    >
      <AlertDialog.Trigger asChild>
        <Button variant="dangerGhost">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">{DELETE_TITLE}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">{DELETE_TEXT}</AlertDialog.Description>
          {failed && !pending ? (
            <p role="alert" className="mt-4 rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              Failed to delete your account. Please try again.
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <AlertDialog.Cancel asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </AlertDialog.Cancel>
            <Button
              variant="destructive"
              disabled={pending}
              onClick={(e) => {
                // Keep the dialog open until the server answers.
                e.preventDefault();
                void fetcher.submit(
                  { intent: "delete-account", confirm: DELETE_ACCOUNT_WORD },
                  { method: "post", action: "/dashboard" },
                );
              }}
            >
              {pending ? "Deleting..." : "Delete my account"}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
