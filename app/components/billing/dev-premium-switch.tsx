// The development-only premium switch: shown only when the server allows it
// (localhost, AUTH_DEV_LOGIN=true, not production) and labelled as such. The
// switch itself is rendered once the page's script runs: it calls the API, so
// before then (or without scripts) it would be a control that does nothing.
import { Wrench } from "lucide-react";
import { Switch } from "radix-ui";
import { useId, useState } from "react";
import { useHydrated } from "~/lib/use-hydrated";
import { useToast } from "~/components/ui/toast";
import { ApiError, api, data } from "~/lib/api";

/** The switch's visible label, which is also its accessible name. */
const DEV_PREMIUM_SWITCH_LABEL = "Local development switch: Premium on this account";

export function DevPremiumSwitch({ premium, onChanged }: { premium: boolean; onChanged: () => Promise<void> | void }) {
  const toast = useToast();
  const id = useId();
  const [busy, setBusy] = useState(false);
  const live = useHydrated();
  async function toggle(next: boolean) {
    setBusy(true);
    try {
      const { message } = await data(api.dev.premium.$post({ json: { premium: next } }));
      await onChanged();
      toast({ title: "Development switch", description: message });
    } catch (error) {
      toast({
        title: "Error",
        description: error instanceof ApiError ? error.serverMessage : "The switch could not be changed.",
        variant: "destructive",
      });
    } finally {
      setBusy(false);
    }
  }
  return (
    <aside
      aria-labelledby={`${id}-title`}
      className="mt-10 rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <Wrench className="h-4 w-4" aria-hidden="true" /> Development only: not shown to real users
      </h2>
      <p id={`${id}-description`} className="mt-1 text-sm">
        Grants Premium to this account without payment, to try premium features locally. It works only on localhost with
        AUTH_DEV_LOGIN=true and never in production.
      </p>
      {live ? (
        <div className="mt-3 flex items-center gap-3">
          <Switch.Root
            id={id}
            checked={premium}
            disabled={busy}
            onCheckedChange={toggle}
            aria-labelledby={`${id}-label`}
            aria-describedby={`${id}-description`}
            className="relative h-6 w-11 shrink-0 rounded-full bg-slate-400 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60"
          >
            <Switch.Thumb className="block h-5 w-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[22px]" />
          </Switch.Root>
          <label id={`${id}-label`} htmlFor={id} className="text-sm font-medium">
            {DEV_PREMIUM_SWITCH_LABEL}
          </label>
        </div>
      ) : (
        <p className="mt-3 text-sm">The switch appears once the page's script has loaded.</p>
      )}
    </aside>
  );
}
