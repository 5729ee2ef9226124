// Which split chunks (app/lib/split.ts) a page needs, as modulepreload URLs.
import preloads from "virtual:split-preloads";

export function splitPreloadsFor({
  signedIn,
  path,
  flash,
}: {
  signedIn: boolean;
  path: string;
  flash: boolean;
}): string[] {
  const urls = new Set<string>();
  const add = (key: string) => {
    for (const u of preloads[key] ?? []) urls.add(u);
  };
  if (signedIn) add("app/components/layout/user-menu.tsx");
  if (signedIn && path === "/") add("app/components/home/personal-home.tsx");
  if (signedIn && (path === "/ai-chat" || path === "/sublimation-chat")) add("app/components/chat/chat-screen.tsx");
  if (flash) add("app/components/ui/toast-region.tsx");
  return [...urls];
}
