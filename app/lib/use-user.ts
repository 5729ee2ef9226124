import { useRouteLoaderData } from "react-router";
import type { CurrentUser } from "@common/user";

interface RootData {
  user: CurrentUser | null;
}

/** The signed-in user from the root loader, or null. */
export function useOptionalUser(): CurrentUser | null {
  const data = useRouteLoaderData("root") as RootData | undefined;
  return data?.user ?? null;
}
