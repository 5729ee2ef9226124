// The content the answer engine works from: quick answers, the materials table,
// settings-chart rows, troubleshooting entries and guides, as plain data. The
// Worker reads it from D1 (services/retrieval.ts); tests and the evaluation make
// it from the content files with snapshotFromContent. Nothing here touches the
// runtime.
import type { SiteContent } from "@content/index";

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

/** The snapshot of the content files, as the seed step writes them to D1. */
export function snapshotFromContent(content: SiteContent): ContentSnapshot {
  return {
    answers: content.answers.map((a) => ({
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
    materials: content.materials.map((m) => ({
      id: m.id,
      material: m.material,
      colour: m.colour,
      aliases: m.aliases,
      verdict: m.verdict,
      explanation: m.explanation,
      instead: m.instead,
      settings: m.settings,
    })),
    settings: content.pressSettings.map((s) => ({
      id: s.id,
      substrate: s.substrate,
      group: s.group,
      temperatureFMin: s.temperatureF?.min ?? null,
      temperatureFMax: s.temperatureF?.max ?? null,
      temperatureCMin: s.temperatureC?.min ?? null,
      temperatureCMax: s.temperatureC?.max ?? null,
      time: s.time,
      pressure: s.pressure,
      notes: s.notes,
      verified: s.verified,
    })),
    troubleshooting: content.troubleshooting.map((t) => ({
      id: t.id,
      symptom: t.symptom,
      summary: t.summary,
      keywords: t.keywords,
      causes: t.causes,
      guides: t.guides,
    })),
    guides: content.guides.map((g) => ({
      id: g.id,
      title: g.title,
      description: g.description,
      content: g.content,
      category: g.category,
      settings: g.settings,
    })),
  };
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
