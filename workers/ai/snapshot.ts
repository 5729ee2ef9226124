// The content the answer engine works from: quick answers, the materials table,
// settings-chart rows, troubleshooting entries and guides, as plain data. The
// Worker makes it from the rows of its content snapshot (services/public-content.ts);
// tests and the evaluation make it from the content files with snapshotFromContent,
// through the same rows the seed writes. Nothing here touches the runtime.
import type { SiteContent } from "@content/index";
import {
  contentRows,
  type GuideStored,
  type MaterialStored,
  type PressSettingStored,
  type QuickAnswerStored,
  type TroubleshootingStored,
} from "../db/content-rows";

export interface QuickAnswerRow {
  id: string;
  question: string;
  phrasings: string[];
  answer: string;
  topic: string;
  guides: string[];
  settings: string[];
  troubleshooting: string[];
  materials: string[];
}

export interface MaterialRow {
  id: string;
  material: string;
  colour: "white-or-light" | "dark" | "any";
  aliases: string[];
  verdict: "yes" | "coated-only" | "no";
  explanation: string;
  instead: string | null;
  settings: string[];
}

export interface TroubleshootingRow {
  id: string;
  symptom: string;
  summary: string;
  keywords: string[];
  causes: { cause: string; fixes: string[] }[];
  guides: string[];
}

export interface SettingRow {
  id: string;
  substrate: string;
  group: string;
  temperatureFMin: number | null;
  temperatureFMax: number | null;
  temperatureCMin: number | null;
  temperatureCMax: number | null;
  time: string | null;
  pressure: string | null;
  notes: string;
  verified: boolean;
}

export interface GuideDoc {
  id: string;
  title: string;
  description: string;
  content: string;
  category: string;
  /** Settings-chart rows the guide shows. */
  settings: string[];
}

export interface ContentSnapshot {
  answers: QuickAnswerRow[];
  materials: MaterialRow[];
  settings: SettingRow[];
  troubleshooting: TroubleshootingRow[];
  guides: GuideDoc[];
}

/**
 * The stored rows the snapshot is made from: the content tables' rows as
 * workers/db/content-rows.ts gives them for the content files and as the Worker
 * reads them from D1 (workers/services/public-content.ts). Only the fields the
 * engine ranks are needed.
 */
export interface SnapshotRows {
  answers: Pick<
    QuickAnswerStored,
    "id" | "question" | "phrasings" | "answer" | "topic" | "guides" | "settings" | "troubleshooting" | "materials"
  >[];
  materials: Pick<
    MaterialStored,
    "id" | "material" | "colour" | "aliases" | "verdict" | "explanation" | "instead" | "settings"
  >[];
  pressSettings: Pick<
    PressSettingStored,
    | "id"
    | "substrate"
    | "group"
    | "temperatureFMin"
    | "temperatureFMax"
    | "temperatureCMin"
    | "temperatureCMax"
    | "time"
    | "pressure"
    | "notes"
    | "verified"
  >[];
  troubleshooting: Pick<TroubleshootingStored, "id" | "symptom" | "summary" | "keywords" | "causes" | "guides">[];
  guides: Pick<GuideStored, "id" | "title" | "description" | "content" | "category" | "settings">[];
}

/** The engine's snapshot of the stored content rows (the one mapping from rows to the engine's data). */
export function snapshotFromRows(rows: SnapshotRows): ContentSnapshot {
  return {
    answers: rows.answers.map((a) => ({
      id: a.id,
      question: a.question,
      phrasings: a.phrasings,
      answer: a.answer,
      topic: a.topic,
      guides: a.guides,
      settings: a.settings,
      troubleshooting: a.troubleshooting,
      materials: a.materials,
    })),
    materials: rows.materials.map((m) => ({
      id: m.id,
      material: m.material,
      colour: m.colour as MaterialRow["colour"],
      aliases: m.aliases,
      verdict: m.verdict as MaterialRow["verdict"],
      explanation: m.explanation,
      instead: m.instead,
      settings: m.settings,
    })),
    settings: rows.pressSettings.map((s) => ({
      id: s.id,
      substrate: s.substrate,
      group: s.group,
      temperatureFMin: s.temperatureFMin,
      temperatureFMax: s.temperatureFMax,
      temperatureCMin: s.temperatureCMin,
      temperatureCMax: s.temperatureCMax,
      time: s.time,
      pressure: s.pressure,
      notes: s.notes,
      verified: s.verified,
    })),
    troubleshooting: rows.troubleshooting.map((t) => ({
      id: t.id,
      symptom: t.symptom,
      summary: t.summary,
      keywords: t.keywords,
      causes: t.causes,
      guides: t.guides,
    })),
    guides: rows.guides.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      content: g.content,
      category: g.category ?? "",
      settings: g.settings,
    })),
  };
}

/** The snapshot of the content files: the rows the seed writes to D1, mapped as the Worker maps them. */
export function snapshotFromContent(content: SiteContent): ContentSnapshot {
  return snapshotFromRows(contentRows(content));
}

/**
 * A short fingerprint of a snapshot's text (two 32-bit FNV-1a hashes): the same
 * content gives the same version, so the index built for it is reused.
 */
export function snapshotVersion(snapshot: ContentSnapshot): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  const add = (text: string) => {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x5bd1e995);
    }
    a = Math.imul(a ^ 0x0a, 0x01000193);
  };
  add(JSON.stringify(snapshot.answers));
  add(JSON.stringify(snapshot.materials));
  add(JSON.stringify(snapshot.settings));
  add(JSON.stringify(snapshot.troubleshooting));
  for (const g of snapshot.guides) add(`${g.id}\n${g.title}\n${g.description}\n${g.content}\n${g.settings.join(",")}`);
  return `${(a >>> 0).toString(36)}${(b >>> 0).toString(36)}`;
}
