// Profile Settings: account e-mail, plan, AI usage, a link to
// manage the subscription, Sign Out, and deleting the account behind a
// confirmation. Opened from the personal home and the dashboard.
import { LogOut, Settings, Trash2, X } from "lucide-react";
import { AlertDialog, Dialog } from "radix-ui";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { buttonClass } from "~/components/ui/button-class";
import { useToast } from "~/components/ui/toast";
import { ApiError, api, ok } from "~/lib/api";
import { isPremium, type CurrentUser } from "@common/user";
import { usageText, UsageBar } from "./ai-usage";
import { PlanBadge } from "./plan-badge";
import { Link } from "~/components/ui/link";

export function ProfileSettingsDialog({ user, trigger }: { user: CurrentUser; trigger?: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>
        {trigger ?? (
          <Button variant="outline">
            <Settings className="h-4 w-4" aria-hidden="true" />
            Profile Settings
          </Button>
        )}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-xl font-semibold text-slate-900">Profile Settings</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-700">
            Your account, plan and AI message usage.
          </Dialog.Description>
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

function DeleteAccountButton() {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const toast = useToast();

  async function deleteAccount() {
    setPending(true);
    try {
      await ok(api.account.$delete());
      // A full load: every screen must forget the user.
      window.location.assign("/");
    } catch (error) {
      setPending(false);
      setOpen(false);
      if (error instanceof ApiError && error.status === 401) {
        window.location.assign("/");
        return;
      }
      toast({
        title: "Error",
        description: "Failed to delete your account. Please try again.",
        variant: "destructive",
      });
    }
  }

  return (
    <AlertDialog.Root open={open} onOpenChange={(o) => !pending && setOpen(o)}>
      <AlertDialog.Trigger asChild>
        <Button variant="dangerGhost">
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete account
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-700">
            This permanently deletes your account, saved guides, chat history and AI usage, and cancels any
            subscription. This action cannot be undone.
          </AlertDialog.Description>
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
                void deleteAccount();
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
