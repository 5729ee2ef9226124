// The explanatory diagrams, drawn for a 480-unit-wide canvas so their 17-unit
// labels stay at least 12 px tall on a 360 px phone. Labels are real text.
import { C } from "./palette";

const FONT = `font-family="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"`;
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Text, one <tspan> per line. */
function t(
  x: number,
  y: number,
  lines: string | string[],
  o: { size?: number; bold?: boolean; fill?: string; anchor?: "middle" | "end" } = {},
): string {
  const size = o.size ?? 18;
  const ls = Array.isArray(lines) ? lines : [lines];
  const attrs = `stroke="none" font-size="${size}"${o.bold ? ` font-weight="700"` : ""} fill="${o.fill ?? C.s800}"${o.anchor ? ` text-anchor="${o.anchor}"` : ""}`;
  return `<text x="${x}" y="${y}" ${attrs}>${ls.map((l, i) => `<tspan x="${x}" dy="${i ? Math.round(size * 1.25) : 0}">${esc(l)}</tspan>`).join("")}</text>`;
}

const badge = (x: number, y: number, n: number) =>
  `<circle cx="${x}" cy="${y}" r="14" fill="${C.b600}"/>` +
  t(x, y + 6, String(n), { size: 17, bold: true, fill: C.white, anchor: "middle" });

function doc(w: number, h: number, title: string, desc: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" ${FONT} stroke-linejoin="round" stroke-linecap="round">` +
    `<title>${esc(title)}</title><desc>${esc(desc)}</desc><rect width="${w}" height="${h}" rx="12" fill="${C.s50}"/><g stroke="${C.s800}" stroke-width="1">${body}</g></svg>\n`
  );
}

const DYES = [C.cyan, C.mag, C.yel];
const dot = (x: number, y: number, i: number, r = 4) =>
  `<circle cx="${Math.round(x)}" cy="${Math.round(y)}" r="${r}" fill="${DYES[i % 3]}"/>`;
const arrow = (x1: number, y1: number, x2: number, y2: number, color: string, w = 3) => {
  const a = Math.atan2(y2 - y1, x2 - x1);
  const h = (da: number) => `${Math.round(x2 - 9 * Math.cos(a + da))} ${Math.round(y2 - 9 * Math.sin(a + da))}`;
  return `<path d="M${x1} ${y1}L${x2} ${y2}M${h(0.5)}L${x2} ${y2}L${h(-0.5)}" fill="none" stroke="${color}" stroke-width="${w}"/>`;
};
const heatWave = (x: number, y: number, len = 22) =>
  `<path d="M${x} ${y}q5 ${len / 4} 0 ${len / 2}t0 ${len / 2}" fill="none" stroke="${C.heat}" stroke-width="3"/><path d="M${x - 5} ${y + len - 5}l5 6 5-6" fill="none" stroke="${C.heat}" stroke-width="3"/>`;

/** Polyester fibres: three strands; `open` leaves gaps along them, `dyed` puts dye inside. */
function fibres(x: number, y: number, w: number, open: boolean, dyed: boolean): string {
  let out = "";
  for (let r = 0; r < 3; r++) {
    const fy = y + r * 18;
    if (open) {
      for (let s = 0; s < 5; s++) {
        const sx = x + s * (w / 5);
        out += `<rect x="${sx + 3}" y="${fy}" width="${w / 5 - 10}" height="12" rx="6" fill="${C.b200}" stroke-width="1.5"/>`;
      }
    } else out += `<rect x="${x}" y="${fy}" width="${w}" height="12" rx="6" fill="${C.b200}" stroke-width="1.5"/>`;
    if (dyed) for (let k = 0; k < 7; k++) out += dot(x + 16 + k * ((w - 32) / 6), fy + 6, k + r, 3);
  }
  return out;
}

function dyeToGas(): string {
  const W = 480;
  let b = "";
  const rows = [
    { head: "Printed", text: ["Solid dye sits on the transfer paper."] },
    { head: "Heat and pressure", text: ["The dye turns straight to gas and", "the heated polyester opens up."] },
    { head: "Cooled", text: ["The polyester closes, holding the", "dye inside the fibre: it cannot wash out."] },
  ];
  rows.forEach((row, i) => {
    const y = 14 + i * 196;
    b += badge(30, y + 20, i + 1) + t(54, y + 26, row.head, { bold: true, size: 20 }) + t(54, y + 50, row.text);
    const top = y + (row.text.length > 1 ? 94 : 64);
    if (i === 0) {
      b += `<rect x="60" y="${top}" width="294" height="12" fill="${C.white}" stroke="${C.s800}" stroke-width="1.5"/>`;
      for (let k = 0; k < 12; k++) b += dot(72 + k * 25, top + 16, k);
      b += t(370, top + 12, "paper", { size: 16 }) + t(370, top + 32, "dye", { size: 16 });
      b += fibres(60, top + 44, 300, false, false) + t(370, top + 66, ["polyester", "fibres"], { size: 16 });
    } else if (i === 1) {
      b +=
        `<rect x="60" y="${top - 6}" width="300" height="14" rx="3" fill="${C.s700}"/>` +
        `<rect x="60" y="${top + 8}" width="300" height="10" fill="${C.white}" stroke="${C.s800}" stroke-width="1.5"/>`;
      for (let k = 0; k < 14; k++) b += dot(70 + k * 21 + (k % 2) * 6, top + 26 + ((k * 7) % 13), k, 3.5);
      b += fibres(60, top + 44, 300, true, false);
      for (let k = 0; k < 5; k++) b += dot(60 + k * 60 + 3, top + 50 + (k % 3) * 18, k + 1, 3);
      b +=
        heatWave(392, top - 6, 26) +
        t(408, top + 12, "heat", { size: 16 }) +
        arrow(420, top + 34, 420, top + 64, C.b700) +
        t(408, top + 84, ["gas", "enters"], { size: 16 });
    } else {
      b +=
        `<rect x="76" y="${top + 4}" width="260" height="10" fill="${C.white}" stroke="${C.s800}" stroke-width="1.5" transform="rotate(-4 206 ${top + 8})"/>` +
        arrow(346, top + 14, 376, top - 2, C.s500, 2.5);
      b += t(384, top + 8, ["paper", "lifted"], { size: 16 });
      b += fibres(60, top + 40, 300, false, true) + t(370, top + 62, ["dye locked", "in the fibre"], { size: 16 });
    }
  });
  return doc(
    W,
    600,
    "How sublimation dye becomes part of polyester",
    "Three steps. 1: printed, solid dye sits on the transfer paper above polyester fibres. 2: with heat and pressure the dye turns to gas and the heated polyester opens, letting the gas in. 3: after cooling the polyester closes and the dye is held inside the fibres.",
    b,
  );
}

function clamshell(): string {
  let b = "";
  // Pressure arrows onto the top platen.
  for (const x of [90, 150, 210]) b += arrow(x, 26, x, 62, C.b700, 5);
  b += t(234, 50, "pressure", { size: 17, fill: C.b800, bold: true });
  // Upper platen with its heating element.
  b += `<rect x="40" y="68" width="220" height="40" rx="6" fill="${C.s700}"/><path d="M54 88h12l6-10 12 20 12-20 12 20 12-20 12 20 12-20 12 20 12-20 12 20 12-20 12 20 6-10h12" fill="none" stroke="${C.red}" stroke-width="3"/>`;
  for (const x of [76, 130, 184, 238]) b += heatWave(x, 114, 20);
  // The stack, spread apart.
  b += `<rect x="46" y="146" width="208" height="7" fill="#c2865a" stroke="${C.s800}" stroke-width="1.5"/>`;
  b += `<rect x="46" y="164" width="208" height="8" fill="${C.white}" stroke="${C.s800}" stroke-width="1.5"/>`;
  for (let k = 0; k < 10; k++) b += dot(56 + k * 21, 176, k, 3.5);
  b += `<rect x="46" y="188" width="208" height="18" rx="3" fill="${C.a500}" stroke="${C.s800}" stroke-width="1.5"/>`;
  b += `<rect x="40" y="218" width="220" height="14" rx="4" fill="${C.b200}" stroke="${C.s800}" stroke-width="1.5"/><rect x="40" y="232" width="220" height="22" rx="4" fill="${C.s500}" stroke="${C.s800}" stroke-width="1.5"/>`;
  for (const x of [90, 150, 210]) b += arrow(x, 290, x, 262, C.b700, 5);
  // Labels with leader lines.
  const label = (y: number, ly: number, lines: string[]) =>
    `<path d="M262 ${y}L290 ${ly}" stroke="${C.s400}" stroke-width="1.5"/>` + t(296, ly + 5, lines, { size: 17 });
  b += label(88, 88, ["Top platen: the", "heating element"]);
  b += label(149, 140, ["Protective sheet"]);
  b += label(168, 166, ["Transfer paper,", "print side down"]);
  b += label(197, 214, ["The blank"]);
  b += label(240, 242, ["Pad and lower", "platen push back"]);
  b += t(
    20,
    324,
    [
      "The top platen holds the heat; closing it",
      "presses every layer together, so the dye",
      "gas goes into the blank, not into the air.",
    ],
    { size: 17 },
  );
  return doc(
    480,
    392,
    "Where heat and pressure go in a clam-shell heat press",
    "An exploded side view. Pressure pushes the heated top platen down; heat travels from its element through the protective sheet and the transfer paper, whose printed side faces down onto the blank, while the pad and lower platen push back from below.",
    b,
  );
}

function wrapping(): string {
  let b = "";
  // Mug, paper wrapped, seam at the handle, tape top and bottom.
  b += t(20, 32, "Mug", { bold: true, size: 20 });
  b += `<path d="M176 96h12a22 22 0 0 1 0 44h-12" fill="none" stroke="${C.s800}" stroke-width="9"/><path d="M176 96h12a22 22 0 0 1 0 44h-12" fill="none" stroke="${C.white}" stroke-width="4"/>`;
  b += `<path d="M60 60h116v126a10 10 0 0 1-10 10H70a10 10 0 0 1-10-10z" fill="${C.white}" stroke="${C.s800}" stroke-width="2"/>`;
  b += `<rect x="56" y="78" width="124" height="92" fill="${C.s100}" stroke="${C.s800}" stroke-width="2"/><rect x="66" y="88" width="104" height="72" fill="${C.a500}" opacity=".25"/>`;
  b += `<rect x="168" y="72" width="14" height="26" fill="${C.amber}" opacity=".9"/><rect x="168" y="150" width="14" height="26" fill="${C.amber}" opacity=".9"/>`;
  b += `<path d="M176 84v80" stroke="${C.s800}" stroke-dasharray="4 4" stroke-width="1.5"/>`;
  b += t(20, 228, ["Print side faces the mug.", "Heat tape holds the ends;", "the seam sits at the handle."], {
    size: 17,
  });
  // Tumbler.
  b += t(262, 32, "Tumbler", { bold: true, size: 20 });
  b += `<rect x="318" y="44" width="80" height="14" rx="4" fill="${C.s300}" stroke="${C.s800}" stroke-width="2"/>`;
  b += `<path d="M320 58h76l-8 138h-60z" fill="${C.s200}" stroke="${C.s800}" stroke-width="2"/>`;
  b += `<path d="M318 78h80l-5 96h-70z" fill="${C.s100}" stroke="${C.s800}" stroke-width="2"/><path d="M328 88h60l-4 76h-52z" fill="${C.cyan}" opacity=".3"/>`;
  b += `<path d="M312 92h92M310 120h96M308 148h98" stroke="${C.b500}" stroke-width="3" opacity=".7"/>`;
  b +=
    `<path d="M408 100l22-6M410 128l20 0M408 156l22 6" stroke="${C.s400}" stroke-width="1.5"/>` +
    t(434, 120, ["wrap", "or film"], { size: 15 });
  b += t(262, 228, ["Pull the paper tight to", "the metal: any air gap", "blurs that part."], { size: 17 });
  b += `<path d="M20 300H460" stroke="${C.s300}" stroke-width="1.5"/>`;
  b += t(
    20,
    330,
    ["Then press in a mug or tumbler press, or bake in", "an oven inside a silicone wrap or shrink film."],
    { size: 17 },
  );
  return doc(
    480,
    378,
    "Wrapping a mug or a tumbler for sublimation",
    "Left: a mug with the transfer wrapped print side in, held with heat tape at both ends, the seam placed at the handle. Right: a tumbler with the transfer pulled tight against the metal and held by a wrap or shrink film, because air gaps blur the print.",
    b,
  );
}

function ghosting(): string {
  let b = "";
  const shape = (x: number, y: number, fill: string, opacity = 1) =>
    `<g opacity="${opacity}"><circle cx="${x + 30}" cy="${y + 24}" r="16" fill="${fill}"/><path d="M${x} ${y + 70}l24-28 16 14 12-10 20 24z" fill="${C.b600}"/></g>`;
  // Row 1: paper slides while hot.
  b += t(20, 32, "Paper moves while hot", { bold: true, size: 20, fill: C.red });
  b +=
    `<rect x="20" y="76" width="150" height="10" rx="3" fill="${C.s700}" transform="rotate(-10 170 84)"/>` +
    arrow(60, 74, 52, 50, C.s500, 2.5);
  b += `<rect x="28" y="108" width="120" height="84" fill="${C.s100}" stroke="${C.s800}" stroke-width="1.5" opacity=".4"/>`;
  b +=
    `<rect x="50" y="100" width="120" height="84" fill="${C.white}" stroke="${C.s800}" stroke-width="2"/>` +
    arrow(120, 200, 160, 200, C.red, 3);
  b +=
    `<rect x="256" y="86" width="116" height="96" fill="${C.white}" stroke="${C.s800}" stroke-width="2"/>` +
    shape(270, 100, C.yel, 0.35).replace("<g ", `<g transform="translate(9 5)" `) +
    shape(270, 100, C.yel);
  b += arrow(184, 138, 240, 138, C.s500, 3);
  b += t(256, 206, ["A faint second", "image: a ghost."], { size: 17 });
  b += t(
    20,
    258,
    [
      "Lifting the platen or handling the hot item",
      "shifted the paper, so the dye still gassing",
      "printed a second, offset copy.",
    ],
    { size: 17 },
  );
  // Row 2: taped and lifted straight off.
  b += `<path d="M20 322H460" stroke="${C.s300}" stroke-width="1.5"/>`;
  b += t(20, 356, "Taped and lifted straight off", { bold: true, size: 20, fill: "#15803d" });
  b += `<rect x="50" y="396" width="120" height="84" fill="${C.white}" stroke="${C.s800}" stroke-width="2"/>`;
  for (const [x, y] of [
    [44, 390],
    [152, 390],
    [44, 464],
    [152, 464],
  ])
    b += `<rect x="${x}" y="${y}" width="24" height="20" fill="${C.amber}" opacity=".9"/>`;
  b += arrow(110, 388, 110, 368, C.s500, 2.5) + arrow(184, 438, 240, 438, C.s500, 3);
  b +=
    `<rect x="256" y="390" width="116" height="96" fill="${C.white}" stroke="${C.s800}" stroke-width="2"/>` +
    shape(270, 404, C.yel);
  b += t(256, 510, ["One sharp image."], { size: 17 });
  b += t(20, 548, ["Heat tape (or tacky paper) holds the transfer;", "peel it straight up, and never re-press."], {
    size: 17,
  });
  return doc(
    480,
    590,
    "Why ghosting happens",
    "Top: the transfer paper slides as the press opens or the hot item is handled, and the dye, still turning to gas, prints a faint offset second image. Bottom: paper held with heat tape at the corners and lifted straight up gives one sharp image.",
    b,
  );
}

function mirrored(): string {
  let b = "";
  const col = (i: number) => 14 + i * 156;
  // 1. Screen.
  b += `<rect x="${col(0)}" y="20" width="140" height="96" rx="6" fill="${C.s800}"/><rect x="${col(0) + 8}" y="28" width="124" height="80" fill="${C.white}"/>`;
  b += t(col(0) + 70, 82, "ABC", { size: 34, bold: true, fill: C.b700, anchor: "middle" });
  b += `<path d="M${col(0) + 56} 116l-6 14h40l-6-14" fill="${C.s300}"/>`;
  // 2. Printed mirrored on paper.
  b += `<rect x="${col(1) + 10}" y="14" width="120" height="120" fill="${C.white}" stroke="${C.s800}" stroke-width="2"/>`;
  b += `<text transform="translate(${col(1) + 70} 84) scale(-1 1)" stroke="none" font-size="34" font-weight="700" fill="${C.b700}" text-anchor="middle">ABC</text>`;
  // 3. On the shirt: reads right.
  b += `<path d="M${col(2) + 40} 16l-26 14-14 24 18 10 8-10v72h76V54l8 10 18-10-14-24-26-14q-22 14-46 0z" fill="${C.white}" stroke="${C.s800}" stroke-width="2"/>`;
  b += t(col(2) + 70, 92, "ABC", { size: 30, bold: true, fill: C.b700, anchor: "middle" });
  b += arrow(col(1) - 14, 70, col(1) + 6, 70, C.s500, 3) + arrow(col(2) - 14, 70, col(2) + 6, 70, C.s500, 3);
  b += badge(col(0) + 14, 168, 1) + t(col(0), 204, ["Your design,", "as it should", "read"], { size: 17 });
  b += badge(col(1) + 14, 168, 2) + t(col(1), 204, ["Printed", "mirrored"], { size: 17 });
  b += badge(col(2) + 14, 168, 3) + t(col(2), 204, ["Pressed face", "down: it reads", "right"], { size: 17 });
  b += t(14, 290, ["Check the print preview: some software mirrors", "for you, and mirroring twice undoes it."], {
    size: 17,
  });
  return doc(
    480,
    334,
    "Why sublimation prints are mirrored",
    "Three steps: the design reads ABC on screen; it is printed mirrored on the transfer paper; pressed face down onto the blank it reads ABC again.",
    b,
  );
}

export const DIAGRAMS: Record<string, string> = {
  "dye-to-gas": dyeToGas(),
  "clamshell-heat-and-pressure": clamshell(),
  "wrapping-mugs-and-tumblers": wrapping(),
  "why-ghosting-happens": ghosting(),
  "mirrored-printing": mirrored(),
};
