import type { z } from "zod";
import type { materialSchema } from "./schema";

export const materials: z.input<typeof materialSchema>[] = [];
