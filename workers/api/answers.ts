// Public quick answers and the materials table: GET /api/answers (?q= searches,
// ?topic= filters), GET /api/answers/:id and GET /api/materials.
import { QUICK_ANSWER_TOPICS } from "@content/categories";
import { Hono } from "hono";
import { z } from "zod";
import { idParamSchema } from "@common/schemas";
import { getDb } from "../db/client";
import { notFound, parseWith, queryParams } from "../lib/http";
import type { AppBindings } from "../lib/types";
import { listMaterials, listQuickAnswers, searchQuickAnswers } from "../services/answers";
import { engineContent } from "../services/retrieval";

export const answersQuerySchema = z.object({
  q: z.string().trim().max(200, "Search must be at most 200 characters").optional(),
  topic: z.enum(QUICK_ANSWER_TOPICS, { message: "Unknown topic" }).optional(),
});

/** What the API shows of an answer: the phrasings are for matching, not for readers. */
const publicAnswer = ({ phrasings: _, ...a }: Awaited<ReturnType<typeof listQuickAnswers>>[number]) => a;

export const answersApi = new Hono<AppBindings>()
  .get("/answers", async (c) => {
    const query = queryParams(c, answersQuerySchema);
    const [all, { index }] = await Promise.all([listQuickAnswers(getDb(c.env)), engineContent(c.env)]);
    const answers = searchQuickAnswers(all, query.q, index, query.topic);
    return c.json({ answers: answers.map(publicAnswer), total: answers.length });
  })
  .get("/answers/:id", async (c) => {
    const id = parseWith(idParamSchema, c.req.param("id"));
    const answer = (await listQuickAnswers(getDb(c.env))).find((a) => a.id === id);
    if (!answer) throw notFound("Answer not found");
    return c.json(publicAnswer(answer));
  })
  .get("/materials", async (c) => {
    return c.json({ materials: await listMaterials(getDb(c.env)) });
  });
