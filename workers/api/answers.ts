// Public quick answers and the materials table: GET /api/answers (?q= searches,
// ?topic= filters), GET /api/answers/:id and GET /api/materials.
import { QUICK_ANSWER_TOPICS } from "@content/categories";
import { Hono } from "hono";
import { z } from "zod";
import { idParamSchema } from "@common/schemas";
import { notFound, parseWith, queryParams } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { type QuickAnswerItem, searchQuickAnswers } from "../services/answers";
import { engineContent, getQuickAnswer, listMaterials, listQuickAnswers } from "../services/public-content";

export const answersQuerySchema = z.object({
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  topic: z.enum(QUICK_ANSWER_TOPICS, { message: "Unknown topic" }).optional(),
});

/** What the API shows of an answer: the phrasings are for matching, not for readers. */
const publicAnswer = ({ phrasings: _, ...a }: QuickAnswerItem) => a;

export const answersApi = new Hono<AppBindings>()
  .get("/answers", async (c) => {
    const query = queryParams(c, answersQuerySchema);
    // One snapshot serves both (read one after the other, so a cold isolate loads it once).
    const { index } = await engineContent(c.env);
    const all = await listQuickAnswers(c.env);
    const answers = searchQuickAnswers(all, query.q, index, query.topic);
    return c.json({ answers: answers.map(publicAnswer), total: answers.length });
  })
  .get("/answers/:id", async (c) => {
    const id = parseWith(idParamSchema, c.req.param("id"));
    const answer = await getQuickAnswer(c.env, id);
    if (!answer) throw notFound("Answer not found");
    return c.json(publicAnswer(answer));
  })
  .get("/materials", async (c) => {
    return c.json({ materials: await listMaterials(c.env) });
  });
