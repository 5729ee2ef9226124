// The answer engine's index made when the site was built (virtual:engine-index, from the
// content files), loaded instead of built when the content in D1 is that content. Loading
// is synchronous and uses only the bundled string and the snapshot: settled data, nothing
// shared that another request started (ADR 0311).
import bundled from "virtual:engine-index";
import type { EngineIndex } from "../ai/engine";
import { loadIndex } from "../ai/engine";
import type { ContentSnapshot } from "../ai/snapshot";

/** The bundled index for this snapshot, or null (none bundled, or made for other content). */
export function prebuiltIndex(snapshot: ContentSnapshot, version: string): EngineIndex | null {
  // Content the build did not see (a newer seed) is indexed afresh without parsing the data at all.
  return bundled && bundled.version === version ? loadIndex(snapshot, version, bundled.data) : null;
}
