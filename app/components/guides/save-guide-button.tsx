// Bookmarks a guide for the signed-in user: 'Save Guide' toggles to 'Saved'
// (aria-pressed) through POST / DELETE /api/saved-guides. Before and without
// the page's script it is a form POST to the guide's page, which saves and
// comes back here, scrolled to the button.
import { Bookmark, BookmarkCheck } from "lucide-react";
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/utils";
import { useToast } from "~/components/ui/toast";
import { ApiError, api, ok } from "~/lib/api";
import { forgetGuideOffline, keepGuideOffline } from "~/lib/offline";
import { loginUrl } from "@common/redirect";
import { PLAN_TEXT } from "@common/plans";

export function SaveGuideButton({
  guideId,
  saved: initiallySaved,
  guideTitle,
  size = "md",
  className,
}: {
  guideId: string;
  saved: boolean;
  /** Read to screen readers after the label when several buttons share a screen. */
  guideTitle?: string;
  size?: "sm" | "md";
  className?: string;
}) {
  const [saved, setSaved] = useState(initiallySaved);
  const [pending, setPending] = useState(false);
  const toast = useToast();
  const location = useLocation();

  // A new guide (client navigation) or fresh loader data resets the state.
  // biome-ignore lint/correctness/useExhaustiveDependencies: guideId is the reset key
  useEffect(() => setSaved(initiallySaved), [initiallySaved, guideId]);

  async function toggle() {
    setPending(true);
    try {
      if (saved) await ok(api["saved-guides"][":guideId"].$delete({ param: { guideId: encodeURIComponent(guideId) } }));
      else await ok(api["saved-guides"].$post({ json: { guideId } }));
      setSaved(!saved);
      // A saved guide is kept for offline reading; an unsaved one is dropped.
      void (saved ? forgetGuideOffline(guideId) : keepGuideOffline(guideId));
      if (!saved)
        toast({
          title: PLAN_TEXT.savedOffline,
          description: "Find it on your home page, with your other saved guides.",
        });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        window.location.assign(loginUrl(window.location.pathname));
        return;
      }
      toast({
        title: "Error",
        description: saved
          ? "Failed to remove the guide from your saved guides."
          : "Failed to save the guide. Please try again.",
        variant: "destructive",
      });
    } finally {
      setPending(false);
    }
  }

  const Icon = saved ? BookmarkCheck : Bookmark;
  // Without the script the post reloads the page: it comes back to this button (clear of the sticky header),
  // not to the top of a long guide, so the person sees it now says Saved.
  const anchor = `save-${guideId}`;
  return (
    <form
      id={anchor}
      method="post"
      action={`/guides/${encodeURIComponent(guideId)}`}
      className={cn("scroll-mt-24", className)}
      onSubmit={(e) => {
        e.preventDefault();
        void toggle();
      }}
    >
      <input type="hidden" name="intent" value={saved ? "unsave" : "save"} />
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}#${anchor}`} />
      <Button
        type="submit"
        variant={saved ? "primary" : "secondary"}
        size={size}
        aria-pressed={saved}
        pending={pending}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
        {saved ? "Saved" : "Save Guide"}
        {guideTitle ? <span className="sr-only">: {guideTitle}</span> : null}
      </Button>
    </form>
  );
}
