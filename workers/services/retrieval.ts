// What the answer engine knows about a question. The content and the engine's
// index come from the isolate's content snapshot (public-content.ts: one D1 batch
// per content version, the index built once per version); retrieve() only hands
// them to the pure engine (workers/ai/engine.ts, workers/ai/context.ts).
import { contextFor, type RetrievedContext } from "../ai/context";
import { engineContent } from "./public-content";

export type { RetrievedContext } from "../ai/context";

export async function retrieve(env: Pick<Env, "DB">, question: string): Promise<RetrievedContext> {
  const { snapshot, index } = await engineContent(env);
  return contextFor(snapshot, index, question);
}
