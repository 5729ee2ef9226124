// Browser-test helpers for account screens: writing D1 rows directly (the
// premium state, usage) in the running Worker's local state.
import { inject } from "vitest";
import { execLocalD1 } from "../../scripts/lib.mjs";

/** Runs SQL against the e2e Worker's local D1 database. */
export function execD1(sql: string): void {
  execLocalD1({ persistTo: inject("persistTo"), command: sql });
}

export const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;
