// Dates in the admin area, written out in full: "November 22, 2026 at 3:05 PM"
// for messages and "November 22" for join dates.
import { useHydrated } from "~/lib/use-hydrated";

function parts(iso: string, timeZone: string | undefined) {
  const date = new Date(iso);
  const day = new Intl.DateTimeFormat("en-US", { month: "long", day: "numeric", timeZone }).format(date);
  const year = new Intl.DateTimeFormat("en-US", { year: "numeric", timeZone }).format(date);
  // Some ICU versions put a narrow no-break space before AM/PM; keep one plain space everywhere.
  const time = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZone })
    .format(date)
    .replace(/[\u202f\u00a0]/g, " ");
  return { day, year, time };
}

/** "month day, year at time" */
export function formatDateTime(iso: string, timeZone?: string): string {
  const { day, year, time } = parts(iso, timeZone);
  return `${day}, ${year} at ${time}`;
}

/** "month day" */
export function formatMonthDay(iso: string, timeZone?: string): string {
  return parts(iso, timeZone).day;
}

/**
 * The server renders in UTC (it cannot know the reader's zone); once hydrated the
 * browser re-renders in the reader's own zone, without a hydration mismatch.
 */
export function useDisplayTimeZone(): string | undefined {
  const hydrated = useHydrated();
  return hydrated ? undefined : "UTC";
}
