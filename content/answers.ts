import type { z } from "zod";
import type { quickAnswerSchema } from "./schema";

export const answers: z.input<typeof quickAnswerSchema>[] = [];
