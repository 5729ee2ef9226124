// Every tuning and calibration split of the evaluation, in the order they were written: the eval,
// the confidence fit and the check that a new split repeats no earlier question all read this list,
// so a new split is added here once. The held-out test split is not in it.
import { DEV2_QUESTIONS } from "./dev2";
import { DEV3_QUESTIONS } from "./dev3";
import { DEV4_QUESTIONS } from "./dev4";
import { DEV5_QUESTIONS } from "./dev5";
import { DEV6_QUESTIONS } from "./dev6";
import { DEV7_QUESTIONS } from "./dev7";
import { DEV8_QUESTIONS } from "./dev8";
import { DEV9_QUESTIONS } from "./dev9";
import { DEV10_QUESTIONS } from "./dev10";
import { EVAL_QUESTIONS, type EvalQuestion } from "./questions";

export interface DevSplit {
  name: string;
  /** How the eval names the split in its output. */
  title: string;
  questions: EvalQuestion[];
  /**
   * Written blind and first measured before any of its misses became content: it shows how sure the
   * engine may be on a question nobody wrote an answer for, and weighs more in the confidence fit.
   */
  calibration: boolean;
}

export const DEV_SPLITS: DevSplit[] = [
  { name: "dev", title: "dev split", questions: EVAL_QUESTIONS, calibration: false },
  { name: "dev2", title: "second dev split", questions: DEV2_QUESTIONS, calibration: false },
  { name: "dev3", title: "third dev split", questions: DEV3_QUESTIONS, calibration: false },
  {
    name: "dev4",
    title: "fourth dev split (a calibration split until dev6 came; its misses now become content)",
    questions: DEV4_QUESTIONS,
    calibration: false,
  },
  { name: "dev5", title: "fifth dev split, a calibration split", questions: DEV5_QUESTIONS, calibration: true },
  { name: "dev6", title: "sixth dev split, a calibration split", questions: DEV6_QUESTIONS, calibration: true },
  { name: "dev7", title: "seventh dev split, a calibration split", questions: DEV7_QUESTIONS, calibration: true },
  { name: "dev8", title: "eighth dev split, a calibration split", questions: DEV8_QUESTIONS, calibration: true },
  { name: "dev9", title: "ninth dev split, a calibration split", questions: DEV9_QUESTIONS, calibration: true },
  { name: "dev10", title: "tenth dev split, a calibration split", questions: DEV10_QUESTIONS, calibration: true },
];
