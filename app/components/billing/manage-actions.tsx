// Manage subscription (Stripe's Customer Portal) and Sync: forms that post to
// /subscribe without the script (a 303 to the portal; Sync's result on the page),
// and call the JSON API once it has run.
import { ExternalLink, Loader2, RefreshCw } from "lucide-react";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useToast } from "~/components/ui/toast";
import { ApiError, api, data } from "~/lib/api";

export function ManageSubscriptionButton() {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function open() {
    setBusy(true);
    try {
      const { url } = await data(api["billing-portal"].$post());
      window.location.assign(url);
    } catch (error) {
      setBusy(false);
      toast({
        title: "Error",
        description: error instanceof ApiError ? error.serverMessage : "Unable to open the billing portal",
        variant: "destructive",
      });
    }
  }
  return (
    <IntentForm intent="portal" onSubmit={open}>
      <Button type="submit" variant="secondary" disabled={busy}>
        {busy ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
        ) : (
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
        )}
        Manage subscription
      </Button>
    </IntentForm>
  );
}

export function SyncSubscriptionButton({ onSynced }: { onSynced: () => Promise<void> | void }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  async function sync() {
    setBusy(true);
    try {
      const { message } = await data(api["sync-subscription"].$post());
      await onSynced();
      toast({ title: "Sync Complete", description: message });
    } catch {
      toast({ title: "Sync Failed", description: "Unable to sync subscription status", variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }
  return (
    <IntentForm intent="sync" onSubmit={sync}>
      <Button type="submit" variant="outline" disabled={busy}>
        <RefreshCw className={busy ? "h-4 w-4 animate-spin" : "h-4 w-4"} aria-hidden="true" />
        Sync subscription status
      </Button>
    </IntentForm>
  );
}

/** A post to /subscribe's action before (or without) the script; the handler's call after it has run. */
function IntentForm({
  intent,
  onSubmit,
  children,
}: {
  intent: "portal" | "sync";
  onSubmit: () => Promise<void>;
  children: React.ReactNode;
}) {
  return (
    <form
      method="post"
      action="/subscribe"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      {children}
    </form>
  );
}
