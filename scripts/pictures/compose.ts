// Composes the site's pictures from the motifs: a scene per guide cover (its
// motifs, a wobbly backdrop, scattered ink and sparkles, all seeded by the
// guide id so each cover differs but never changes between builds), one
// picture per equipment kind and per supplier category, and the og:image card.
import {
  equipmentMotifs,
  equipmentPicture,
  OG_IMAGE_SIZE,
  PICTURE_SIZE,
  SUPPLIER_MOTIFS,
  guideCover,
  guideMotifs,
  supplierCategoryPicture,
  type Motif,
} from "../../app/lib/pictures";
import { drop, place } from "./motifs";
import { C, CATEGORY_BG, DESIGN } from "./palette";

const { width: W, height: H } = PICTURE_SIZE;
const GROUND = 186;

/** A small deterministic generator (mulberry32) seeded from a string. */
export function rng(seed: string) {
  let a = 2166136261;
  for (const ch of seed) a = Math.imul(a ^ ch.charCodeAt(0), 16777619);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const r1 = (n: number) => Math.round(n);
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** A soft, hand-cut blob around (cx, cy): a closed curve through jittered points. */
function blob(rand: () => number, cx: number, cy: number, rx: number, ry: number, fill: string): string {
  const n = 7;
  const pts = Array.from({ length: n }, (_, i) => {
    const a = (i / n) * Math.PI * 2 + rand() * 0.3;
    const k = 0.82 + rand() * 0.3;
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k];
  });
  const mid = (p: number[], q: number[]) => [(p[0] + q[0]) / 2, (p[1] + q[1]) / 2];
  const start = mid(pts[n - 1], pts[0]);
  let d = `M${r1(start[0])} ${r1(start[1])}`;
  for (let i = 0; i < n; i++) {
    const m = mid(pts[i], pts[(i + 1) % n]);
    d += `Q${r1(pts[i][0])} ${r1(pts[i][1])} ${r1(m[0])} ${r1(m[1])}`;
  }
  return `<path d="${d}z" fill="${fill}"/>`;
}

const sparkle = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${r1(x)} ${r1(y - s)}Q${r1(x + s * 0.2)} ${r1(y - s * 0.2)} ${r1(x + s)} ${r1(y)}Q${r1(x + s * 0.2)} ${r1(y + s * 0.2)} ${r1(x)} ${r1(y + s)}Q${r1(x - s * 0.2)} ${r1(y + s * 0.2)} ${r1(x - s)} ${r1(y)}Q${r1(x - s * 0.2)} ${r1(y - s * 0.2)} ${r1(x)} ${r1(y - s)}z" fill="${fill}"/>`;

/** Ink drops, sparkles and dots in the free corners of the scene. */
function confetti(rand: () => number, dot: string, avoid: [number, number][]): string {
  const inks = [C.cyan, C.mag, C.yel, dot];
  let out = "";
  let placed = 0;
  for (let tries = 0; tries < 40 && placed < 7; tries++) {
    const x = 14 + rand() * (W - 28);
    const y = 12 + rand() * 70;
    if (avoid.some(([ax, aw]) => x > ax - 6 && x < ax + aw + 6 && y > 40)) continue;
    const kind = placed % 3;
    if (kind === 0) out += drop(r1(x), r1(y), 0.7 + rand() * 0.5, inks[placed % 4]);
    else if (kind === 1) out += sparkle(x, y, 5 + rand() * 4, dot);
    else
      out += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${(2 + rand() * 2).toFixed(1)}" fill="${inks[(placed + 1) % 4]}"/>`;
    placed++;
  }
  return out;
}

function svgDoc(title: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" stroke-linejoin="round" stroke-linecap="round">` +
    `<title>${esc(title)}</title>${body}</svg>\n`
  );
}

function designColours(rand: () => number): string[] {
  const i = Math.floor(rand() * DESIGN.length);
  return [DESIGN[i], DESIGN[(i + 2) % DESIGN.length], DESIGN[(i + 3) % DESIGN.length]];
}

/** The scene behind any picture: tint, a blob behind the main motif, a ground band. */
function backdrop(rand: () => number, bg: { bg: string; blob: string }, cx: number): string {
  return (
    `<rect width="${W}" height="${H}" fill="${bg.bg}"/>` +
    blob(rand, cx, 104, 96 + rand() * 20, 76 + rand() * 14, bg.blob) +
    blob(rand, cx > W / 2 ? 70 : 330, 60, 40 + rand() * 16, 30 + rand() * 10, C.white + "") +
    `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${C.white}" opacity=".7"/><path d="M0 ${GROUND}H${W}" stroke="${C.line}" stroke-width="2" opacity=".25"/>`
  );
}

/** Where the (up to three) motifs stand: [x, size] per slot; y follows from standing on the ground. */
const LAYOUTS: [number, number][][] = [
  [
    [40, 150],
    [232, 104],
    [318, 66],
  ],
  [
    [212, 150],
    [36, 104],
    [134, 66],
  ],
  [
    [128, 148],
    [20, 96],
    [300, 82],
  ],
];

/** The og:image keeps the left of the scene for the title: the main motif stands at the right. */
const OG_LAYOUT: [number, number][] = [
  [238, 146],
  [186, 70],
];

function scene(
  seed: string,
  motifs: Motif[],
  bg: { bg: string; blob: string; dot: string },
  fixed?: [number, number][],
): string {
  const rand = rng(seed);
  const picked = LAYOUTS[Math.floor(rand() * LAYOUTS.length)];
  const layout = fixed ?? picked;
  const d = designColours(rand);
  const [px, ps] = layout[0];
  let body = backdrop(rand, bg, px + ps / 2);
  const slots = motifs.map((m, i) => ({ m, x: layout[i][0], size: layout[i][1] }));
  body += confetti(
    rand,
    bg.dot,
    slots.map((s) => [s.x, s.size]),
  );
  // Draw the small ones first so the main motif sits in front where they meet.
  for (const s of [...slots].reverse()) {
    const y = GROUND + 2 - s.size * 0.96;
    // A soft shadow under each motif.
    body += `<ellipse cx="${r1(s.x + s.size / 2)}" cy="${GROUND + 2}" rx="${r1(s.size * 0.42)}" ry="4" fill="${C.line}" opacity=".12"/>`;
    body += place(
      s.m,
      r1(s.x),
      r1(y),
      s.size,
      s === slots[0] ? d : [d[1], d[2], d[0]],
      rand() < 0.25 && !["screen", "priceTag", "book"].includes(s.m),
    );
  }
  return body;
}

export function coverSvg(guide: { id: string; title: string; category: string | null }): string {
  const bg = CATEGORY_BG[guide.category ?? ""] ?? CATEGORY_BG.basics;
  return svgDoc(guideCover(guide).alt, scene(guide.id, guideMotifs(guide), bg));
}

/** An equipment item: its kind drawn large, a companion beside it, the side and colours picked by its id. */
export function equipmentSvg(item: { id: string; name: string; category: string }): string {
  const [main, companion] = equipmentMotifs(item);
  const bgs = [
    { bg: C.s50, blob: C.b100, dot: C.b500 },
    { bg: C.b50, blob: C.b200, dot: C.b600 },
    { bg: "#fdf2f8", blob: "#fbcfe8", dot: C.a500 },
    { bg: "#ecfeff", blob: "#a5f3fc", dot: "#0891b2" },
  ];
  const rand = rng(`equipment:${item.id}`);
  const bg = bgs[Math.floor(rand() * bgs.length)];
  const layout: [number, number][] =
    rand() < 0.5
      ? [
          [60, 156],
          [262, 92],
        ]
      : [
          [184, 156],
          [40, 92],
        ];
  return svgDoc(equipmentPicture(item).alt, scene(`equipment:${item.id}`, [main, companion], bg, layout));
}

export function supplierSvg(category: string): string {
  const rand = rng(`supplier:${category}`);
  const motifs = SUPPLIER_MOTIFS[category];
  const bg = { bg: "#fdf2f8", blob: C.b100, dot: C.a500 };
  const d = designColours(rand);
  let body = backdrop(rand, bg, W / 2);
  const slots: [number, number][] = [
    [132, 136],
    [28, 100],
    [282, 96],
  ];
  body += confetti(rand, bg.dot, slots);
  for (let i = motifs.length - 1; i >= 0; i--) {
    const [x, size] = slots[i];
    body += `<ellipse cx="${r1(x + size / 2)}" cy="${GROUND + 2}" rx="${r1(size * 0.4)}" ry="4" fill="${C.line}" opacity=".12"/>`;
    body += place(
      motifs[i],
      x,
      r1(GROUND + 2 - size * 0.96),
      size,
      i === 0 ? d : [d[i], d[(i + 1) % 3], d[(i + 2) % 3]],
    );
  }
  return svgDoc(supplierCategoryPicture(category).alt, body);
}

/** Approximate advance width of Inter ExtraBold text, in em, generous so lines never overflow. */
export function textWidthEm(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (ch === " ") w += 0.26;
    else if ("iljtfrI.,:;'’!|()-".includes(ch)) w += 0.36;
    else if ("mwMW".includes(ch)) w += 0.9;
    else if (/[A-Z0-9&]/.test(ch)) w += 0.7;
    else w += 0.6;
  }
  return w;
}

/** Breaks a title into at most `max` lines no wider than `widthEm`, with an ellipsis on overflow. */
export function wrapTitle(title: string, widthEm: number, max: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of title.split(/\s+/)) {
    if (line && textWidthEm(`${line} ${word}`) > widthEm) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > max) {
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1].replace(/[\s,:;.-]+\S*$/, "")}…`;
    return kept;
  }
  return lines;
}

/** The og:image as SVG: the guide's scene with its main motif on the right, the title on a panel at the left. */
export function ogSvg(
  guide: { id: string; title: string; category: string | null },
  siteName: string,
  categoryLabel: string,
): string {
  const { width: OW, height: OH } = OG_IMAGE_SIZE;
  const bg = CATEGORY_BG[guide.category ?? ""] ?? CATEGORY_BG.basics;
  const motifs = guideMotifs(guide).slice(0, 2);
  const art = scene(guide.id, motifs, bg, OG_LAYOUT);
  const panelW = 660;
  const textW = panelW - 100;
  let size = 54;
  let lines = wrapTitle(guide.title, textW / size, 4);
  if (lines.length > 3) {
    size = 46;
    lines = wrapTitle(guide.title, textW / size, 4);
  }
  const lineH = Math.round(size * 1.16);
  const panelH = 96 + lines.length * lineH + 28;
  const top = Math.round((OH - panelH) / 2) - 10;
  const text = lines
    .map(
      (l, i) =>
        `<text x="96" y="${top + 92 + (i + 1) * lineH - Math.round(size * 0.22)}" font-size="${size}" font-weight="800" fill="${C.s800}">${esc(l)}</text>`,
    )
    .join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${OW}" height="${OH}" viewBox="0 0 ${OW} ${OH}" font-family="Inter">` +
    `<svg width="${OW}" height="${OH}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="xMidYMid slice" stroke-linejoin="round" stroke-linecap="round">${art}</svg>` +
    `<rect x="48" y="${top}" width="${panelW}" height="${panelH}" rx="28" fill="${C.white}" opacity=".96"/>` +
    `<rect x="48" y="${top + 24}" width="10" height="${panelH - 48}" rx="5" fill="${C.b600}"/>` +
    `<text x="96" y="${top + 70}" font-size="24" font-weight="700" fill="${C.b700}" letter-spacing="1.5">${esc(`${siteName} · ${categoryLabel}`.toUpperCase())}</text>` +
    `${text}</svg>`
  );
}
