// Prints the answer engine's index of the content files as data (workers/ai/engine.ts,
// serializeIndex), for the build to bundle with the Worker (scripts/vite-engine-index.ts).
// The Worker loads it when the content in D1 is this content (same version), and builds
// the index itself otherwise.
import { loadContent } from "@content/index";
import { buildIndex, serializeIndex } from "../workers/ai/engine";
import { snapshotFromContent, snapshotVersion } from "../workers/ai/snapshot";

const snapshot = snapshotFromContent(loadContent());
process.stdout.write(serializeIndex(buildIndex(snapshot, snapshotVersion(snapshot))));
