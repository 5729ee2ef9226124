// Hand-drawn motifs of the illustration system. Each draws in a 100 × 100 box,
// standing on y ≈ 96, with flat fills; the outline colour and width come from
// the group that places it (see place()). `d` holds three design colours so
// the same mug or shirt carries a different print on each picture.
import type { Motif } from "../../app/lib/pictures";
import { C } from "./palette";

type Draw = (d: readonly string[]) => string;

const drop = (x: number, y: number, s: number, fill: string) =>
  `<path d="M${x} ${y}c${3 * s} ${5 * s} ${5 * s} ${7 * s} ${5 * s} ${10 * s}a${5 * s} ${5 * s} 0 0 1-${10 * s} 0c0-${3 * s} ${2 * s}-${5 * s} ${5 * s}-${10 * s}z" fill="${fill}"/>`;

/** A small printed design: a sun over hills, in three colours. */
const print = (x: number, y: number, w: number, h: number, d: readonly string[]) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="2" fill="${d[0]}" stroke="none"/>` +
  `<circle cx="${x + w * 0.68}" cy="${y + h * 0.38}" r="${Math.min(w, h) * 0.18}" fill="${d[2]}" stroke="none"/>` +
  `<path d="M${x} ${y + h}l${w * 0.35}-${h * 0.5} ${w * 0.25} ${h * 0.3} ${w * 0.15}-${h * 0.15} ${w * 0.25} ${h * 0.35}z" fill="${d[1]}" stroke="none"/>`;

const waves = (x: number, y: number, n: number, color = C.heat) =>
  Array.from(
    { length: n },
    (_, i) => `<path d="M${x + i * 12} ${y}q-4-5 0-10t0-10" fill="none" stroke="${color}" stroke-width="2.5"/>`,
  ).join("");

const heatPress = (upper: string): string =>
  `<rect x="8" y="86" width="84" height="10" rx="3" fill="${C.s400}"/>` +
  `<rect x="78" y="40" width="10" height="47" fill="${C.s600}"/>` +
  `<rect x="14" y="74" width="70" height="10" rx="2" fill="${C.s700}"/>` +
  `<rect x="22" y="70" width="54" height="5" fill="${C.white}"/>` +
  `<g transform="rotate(-18 84 42)"><rect x="12" y="36" width="74" height="12" rx="3" fill="${upper}"/>` +
  `<rect x="38" y="22" width="30" height="14" rx="3" fill="${C.s800}"/><rect x="42" y="26" width="14" height="6" rx="1" fill="${C.cyan}" stroke="none"/>` +
  `<path d="M12 42H0" stroke-width="5"/><rect x="-8" y="38" width="9" height="8" rx="3" fill="${C.s800}"/></g>`;

const MOTIF_SHIRT: Draw = (d) =>
  `<path d="M34 10l-20 10-12 20 14 8 6-8v56h56V40l6 8 14-8-12-20-20-10q-16 12-32 0z" fill="${C.white}"/>` +
  `<path d="M34 10q16 12 32 0" fill="none"/>` +
  `<circle cx="50" cy="48" r="15" fill="${d[0]}" stroke="none"/><path d="M35 52q8-8 15 0t15 0v6q-8-6-15 0t-15 0z" fill="${d[1]}" stroke="none"/><circle cx="56" cy="42" r="5" fill="${d[2]}" stroke="none"/>`;

export const MOTIF_ART: Record<Motif, Draw> = {
  heatPress: () => heatPress(C.b600) + waves(36, 64, 3),
  swingPress: () =>
    `<rect x="8" y="86" width="84" height="10" rx="3" fill="${C.s400}"/><rect x="14" y="74" width="70" height="10" rx="2" fill="${C.s700}"/>` +
    `<rect x="82" y="20" width="8" height="66" fill="${C.s600}"/><path d="M86 22h-26" stroke-width="6"/>` +
    `<g transform="rotate(-30 60 24)"><rect x="20" y="18" width="70" height="12" rx="3" fill="${C.b700}"/><rect x="40" y="6" width="26" height="12" rx="3" fill="${C.s800}"/><rect x="44" y="9" width="12" height="5" fill="${C.green}" stroke="none"/></g>` +
    waves(30, 70, 3),
  mugPress: () =>
    `<rect x="18" y="56" width="64" height="40" rx="6" fill="${C.b700}"/><rect x="26" y="64" width="18" height="9" rx="2" fill="${C.s800}"/><rect x="29" y="66" width="10" height="5" fill="${C.cyan}" stroke="none"/>` +
    `<rect x="24" y="28" width="52" height="30" rx="13" fill="${C.s300}"/><rect x="30" y="33" width="40" height="20" rx="8" fill="${C.white}"/>` +
    `<path d="M50 28V12h26" fill="none" stroke-width="5"/><rect x="74" y="8" width="14" height="9" rx="3" fill="${C.s800}"/><circle cx="68" cy="80" r="4" fill="${C.red}"/>`,
  mug: (d) =>
    `<path d="M72 44h7a12 12 0 0 1 0 24h-7" fill="none" stroke-width="7"/><path d="M72 44h7a12 12 0 0 1 0 24h-7" fill="none" stroke="${C.white}" stroke-width="3"/>` +
    `<path d="M20 30h52v58a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8z" fill="${C.white}"/><ellipse cx="46" cy="30" rx="26" ry="5" fill="${C.s200}"/>` +
    print(28, 46, 36, 32, d),
  wrap: () =>
    `<path d="M74 46h7a11 11 0 0 1 0 22h-7" fill="none" stroke-width="6"/>` +
    `<path d="M22 30h52v58a8 8 0 0 1-8 8H30a8 8 0 0 1-8-8z" fill="${C.white}"/><ellipse cx="48" cy="30" rx="26" ry="5" fill="${C.s200}"/>` +
    `<rect x="16" y="42" width="64" height="40" rx="6" fill="${C.a500}"/><path d="M26 42v40M40 42v40M54 42v40M68 42v40" stroke="${C.a600}" stroke-width="3"/>` +
    `<rect x="8" y="56" width="12" height="12" rx="3" fill="${C.s800}"/>` +
    `<path d="M24 92h48" stroke="${C.s400}" stroke-width="2"/>`,
  tumbler: (d) =>
    `<path d="M56 4l-6 16" stroke-width="4"/><rect x="28" y="14" width="44" height="9" rx="3" fill="${C.s300}"/>` +
    `<path d="M30 23h40l-5 70a4 4 0 0 1-4 3H39a4 4 0 0 1-4-3z" fill="${C.white}"/>` +
    `<path d="M31 40h38l-2 34H33z" fill="${d[0]}" stroke="none"/><circle cx="56" cy="52" r="6" fill="${d[2]}" stroke="none"/><path d="M33 74l12-16 8 10 6-6 8 12z" fill="${d[1]}" stroke="none"/>` +
    `<path d="M40 28v60" stroke="${C.s200}" stroke-width="3"/>`,
  tshirt: MOTIF_SHIRT,
  tshirtDark: (d) =>
    `<path d="M34 10l-20 10-12 20 14 8 6-8v56h56V40l6 8 14-8-12-20-20-10q-16 12-32 0z" fill="${C.s700}"/>` +
    `<path d="M34 10q16 12 32 0" fill="none"/><rect x="34" y="34" width="32" height="30" rx="3" fill="${C.white}"/>` +
    `<circle cx="50" cy="49" r="10" fill="${d[0]}" stroke="none"/><circle cx="54" cy="45" r="4" fill="${d[2]}" stroke="none"/>`,
  tshirtVintage: (d) =>
    `<path d="M34 10l-20 10-12 20 14 8 6-8v56h56V40l6 8 14-8-12-20-20-10q-16 12-32 0z" fill="${C.s300}"/>` +
    `<path d="M34 10q16 12 32 0" fill="none"/><g opacity=".55" stroke="none"><circle cx="50" cy="50" r="15" fill="${d[0]}"/><path d="M35 54q8-8 15 0t15 0v6q-8-6-15 0t-15 0z" fill="${d[1]}"/></g>` +
    `<path d="M22 70h4M70 62h4M30 90h4M62 84h4M46 76h4" stroke="${C.s400}" stroke-width="2"/>`,
  tshirtSpecks: (d) =>
    MOTIF_SHIRT(d) +
    [
      [30, 70],
      [62, 80],
      [44, 88],
      [70, 62],
      [36, 58],
      [56, 72],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="2" fill="#2563eb" stroke="none"/>`)
      .join(""),
  tshirtBoxLine: (d) =>
    MOTIF_SHIRT(d) + `<rect x="28" y="28" width="44" height="44" fill="none" stroke="${C.s400}" stroke-width="2.5"/>`,
  tshirtBlowout: (d) =>
    `<path d="M34 10l-20 10-12 20 14 8 6-8v56h56V40l6 8 14-8-12-20-20-10q-16 12-32 0z" fill="${C.white}"/><path d="M34 10q16 12 32 0" fill="none"/>` +
    `<circle cx="50" cy="48" r="22" fill="${d[0]}" opacity=".25" stroke="none"/><circle cx="50" cy="48" r="18" fill="${d[0]}" opacity=".35" stroke="none"/><circle cx="50" cy="48" r="15" fill="${d[0]}" stroke="none"/>`,
  tshirtScorch: (d) =>
    MOTIF_SHIRT(d) + `<rect x="26" y="30" width="48" height="50" rx="3" fill="#b45309" opacity=".28" stroke="none"/>`,
  mugYellowed: (d) =>
    `<path d="M72 44h7a12 12 0 0 1 0 24h-7" fill="none" stroke-width="7"/><path d="M72 44h7a12 12 0 0 1 0 24h-7" fill="none" stroke="#fef3c7" stroke-width="3"/>` +
    `<path d="M20 30h52v58a8 8 0 0 1-8 8H28a8 8 0 0 1-8-8z" fill="#fde68a"/><ellipse cx="46" cy="30" rx="26" ry="5" fill="#fcd34d"/>` +
    print(28, 46, 36, 32, d),
  cap: (d) =>
    `<path d="M14 70a36 34 0 0 1 72 0z" fill="${C.white}"/><path d="M50 36v34" fill="none"/>` +
    `<path d="M70 70q20 0 26 8H60z" fill="${d[1]}"/><circle cx="50" cy="36" r="3" fill="${C.s800}"/>` +
    `<rect x="24" y="50" width="22" height="14" rx="3" fill="${d[0]}" stroke="none"/><circle cx="40" cy="55" r="3" fill="${d[2]}" stroke="none"/>` +
    `<path d="M14 70h56" fill="none"/>`,
  sneaker: (d) =>
    `<path d="M8 80V58q0-8 8-8h16q6 10 20 10l26 8q14 4 14 12v6H8z" fill="${C.white}"/>` +
    `<path d="M8 86h86" stroke-width="7"/><path d="M36 56l6-4M44 58l6-4M52 60l5-4" fill="none"/>` +
    `<path d="M12 62h16q10 10 26 10l20 4" fill="none" stroke="${d[0]}" stroke-width="6"/><circle cx="20" cy="72" r="4" fill="${d[2]}" stroke="none"/>`,
  printer: (d) =>
    `<rect x="26" y="8" width="48" height="36" fill="${C.white}"/><path d="M34 18h32M34 26h24" stroke="${C.s300}"/>` +
    `<rect x="6" y="38" width="88" height="42" rx="7" fill="${C.s200}"/><rect x="6" y="38" width="88" height="10" rx="5" fill="${C.s300}"/>` +
    `<circle cx="80" cy="60" r="4" fill="${C.green}"/><rect x="64" y="56" width="10" height="8" rx="1" fill="${C.s800}"/>` +
    `<path d="M20 70h60l6 22H14z" fill="${C.white}"/>` +
    `<rect x="30" y="76" width="40" height="13" fill="${d[0]}" stroke="none"/><rect x="30" y="76" width="14" height="13" fill="${d[1]}" stroke="none"/><rect x="56" y="76" width="14" height="13" fill="${d[2]}" stroke="none"/>`,
  ecotank: () =>
    `<rect x="6" y="30" width="88" height="48" rx="7" fill="${C.s800}"/><rect x="14" y="24" width="72" height="12" rx="4" fill="${C.s700}"/>` +
    `<rect x="12" y="44" width="7" height="26" rx="2" fill="${C.cyan}"/><rect x="21" y="44" width="7" height="26" rx="2" fill="${C.mag}"/><rect x="30" y="44" width="7" height="26" rx="2" fill="${C.yel}"/><rect x="39" y="44" width="7" height="26" rx="2" fill="${C.s500}"/>` +
    `<rect x="58" y="46" width="24" height="10" rx="2" fill="${C.cyan}" stroke="none" opacity=".7"/>` +
    `<path d="M52 78h38l4 16H48z" fill="${C.white}"/><circle cx="70" cy="66" r="3" fill="${C.green}"/>`,
  widePrinter: (d) =>
    `<rect x="2" y="24" width="96" height="26" rx="6" fill="${C.s200}"/><rect x="2" y="24" width="96" height="8" rx="4" fill="${C.s300}"/>` +
    `<path d="M14 50v44M86 50v44M6 94h16M78 94h16" stroke-width="4"/>` +
    `<path d="M20 46h60v28H20z" fill="${C.white}"/><rect x="24" y="52" width="52" height="18" fill="${d[0]}" stroke="none"/><path d="M24 70l16-12 12 8 10-6 14 10z" fill="${d[1]}" stroke="none"/><circle cx="64" cy="58" r="4" fill="${d[2]}" stroke="none"/>` +
    `<rect x="82" y="30" width="10" height="8" rx="1" fill="${C.s800}"/>`,
  inkBottles: () =>
    [C.cyan, C.mag, C.yel, C.key]
      .map(
        (c, i) =>
          `<g transform="translate(${6 + i * 23} ${i % 2 ? 8 : 0})"><rect x="6" y="40" width="8" height="10" fill="${C.s800}"/><rect x="0" y="48" width="20" height="44" rx="4" fill="${c}"/><rect x="3" y="60" width="14" height="16" rx="2" fill="${C.white}"/>${drop(10, 62, 0.9, c)}</g>`,
      )
      .join(""),
  cartridges: () =>
    [C.cyan, C.mag, C.yel, C.key]
      .map(
        (c, i) =>
          `<g transform="translate(${8 + i * 22} 0)"><path d="M0 40h18v44l-4 8H4l-4-8z" fill="${C.s200}"/><rect x="0" y="50" width="18" height="26" fill="${c}"/><rect x="6" y="88" width="6" height="6" fill="${C.s600}"/></g>`,
      )
      .join(""),
  paper: (d) =>
    `<rect x="24" y="20" width="56" height="72" rx="2" fill="${C.s100}" transform="rotate(8 52 56)"/>` +
    `<path d="M16 14h46l12 12v66H16z" fill="${C.white}"/><path d="M62 14v12h12" fill="${C.s200}"/>` +
    `<g transform="matrix(-1 0 0 1 90 0)">${print(24, 34, 42, 34, d)}</g><path d="M24 78h34M24 84h22" stroke="${C.s300}" stroke-width="2.5"/>`,
  slate: (d) =>
    `<path d="M10 22l18-8 30 4 30-6 4 30-4 34-26 6-34-4-16-10 2-26z" fill="${C.s700}"/>` +
    `<path d="M22 30h56v44H22z" fill="${d[0]}" stroke="none"/><circle cx="62" cy="42" r="7" fill="${C.yel}" stroke="none"/><path d="M22 74l18-22 12 12 10-8 16 18z" fill="${d[1]}" stroke="none"/>` +
    `<path d="M40 86l-6 10M62 86l6 10" stroke-width="4"/>`,
  panel: (d) =>
    `<path d="M40 80L28 96M60 80l12 16" stroke-width="4"/>` +
    `<rect x="8" y="14" width="84" height="66" rx="3" fill="${C.white}"/>${print(14, 20, 72, 54, d)}`,
  glass: (d) =>
    `<path d="M16 20h56a8 8 0 0 1 8 8v64H16z" fill="${C.sky}" opacity=".9"/><circle cx="68" cy="30" r="5" fill="${C.white}"/>` +
    `${print(24, 44, 48, 36, d)}<path d="M24 28l10-6M24 38l18-12" stroke="${C.white}" stroke-width="3"/>`,
  mousePad: (d) =>
    `<path d="M6 84l20-44h70L78 84z" fill="${C.s800}"/><path d="M12 80l17-36h61L74 80z" fill="${d[0]}" stroke="none"/>` +
    `<circle cx="60" cy="56" r="8" fill="${d[2]}" stroke="none"/><path d="M16 80l20-20 14 12 12-8 12 16z" fill="${d[1]}" stroke="none"/><path d="M6 84v4h72l18-44v-4" fill="none"/>`,
  coaster: (d) =>
    `<ellipse cx="50" cy="78" rx="44" ry="16" fill="${C.cork}"/><ellipse cx="50" cy="72" rx="44" ry="16" fill="${C.white}"/>` +
    `<ellipse cx="50" cy="72" rx="34" ry="11" fill="${d[0]}" stroke="none"/><ellipse cx="58" cy="70" rx="8" ry="4" fill="${d[2]}" stroke="none"/><path d="M20 74q15-8 30 0t30-2" fill="none" stroke="${d[1]}" stroke-width="4"/>`,
  puzzle: (d) => {
    const piece = "M0 0h14a6 6 0 1 1 12 0h14v14a6 6 0 1 0 0 12v14h-14a6 6 0 1 1-12 0H0V26a6 6 0 1 0 0-12z";
    return (
      `<path transform="translate(10 44)" d="${piece}" fill="${d[0]}"/>` +
      `<path transform="translate(54 50) rotate(14)" d="${piece}" fill="${d[1]}"/>` +
      `<path transform="translate(30 8) rotate(-10)" d="${piece}" fill="${d[2]}"/>`
    );
  },
  ornament: (d) =>
    `<path d="M50 4v12" fill="none"/><path d="M44 4a6 6 0 0 1 12 0" fill="none"/><rect x="42" y="14" width="16" height="10" rx="2" fill="${C.amber}"/>` +
    `<circle cx="50" cy="58" r="36" fill="${C.white}"/><circle cx="50" cy="58" r="28" fill="${d[0]}" stroke="none"/>` +
    `<path d="M50 40l5 11 12 1-9 8 3 12-11-6-11 6 3-12-9-8 12-1z" fill="${d[2]}" stroke="none"/>`,
  oven: () =>
    `<rect x="4" y="18" width="92" height="72" rx="6" fill="${C.s300}"/><rect x="12" y="28" width="58" height="52" rx="4" fill="${C.s800}"/>` +
    `<rect x="18" y="34" width="46" height="40" rx="3" fill="${C.heat}" opacity=".35" stroke="none"/><path d="M22 70h38" stroke="${C.heat}" stroke-width="3"/>` +
    `<rect x="32" y="44" width="18" height="24" rx="3" fill="${C.white}"/><circle cx="83" cy="40" r="6" fill="${C.s600}"/><circle cx="83" cy="60" r="6" fill="${C.s600}"/>` +
    `<path d="M14 90v6M86 90v6" stroke-width="4"/>`,
  swatches: (d) =>
    [d[0], d[1], d[2], C.yel, C.cyan]
      .map(
        (c, i) =>
          `<g transform="rotate(${-40 + i * 20} 30 90)"><rect x="22" y="14" width="18" height="80" rx="4" fill="${C.white}"/><rect x="24" y="16" width="14" height="44" rx="2" fill="${c}" stroke="none"/></g>`,
      )
      .join("") + `<circle cx="30" cy="88" r="4" fill="${C.s800}"/>`,
  screen: (d) =>
    `<rect x="4" y="10" width="92" height="62" rx="5" fill="${C.s800}"/><rect x="10" y="16" width="80" height="50" fill="${C.white}" stroke="none"/>` +
    `<path d="M50 18v46" stroke="${C.s400}" stroke-dasharray="4 4" stroke-width="2"/>` +
    `<path d="M18 56V26h16a9 9 0 0 1 0 18H26l12 12" fill="none" stroke="${d[0]}" stroke-width="6"/>` +
    `<path d="M82 56V26H66a9 9 0 0 0 0 18h8L62 56" fill="none" stroke="${d[1]}" stroke-width="6" opacity=".8"/>` +
    `<path d="M42 72l-6 18h28l-6-18" fill="${C.s300}"/><rect x="28" y="90" width="44" height="6" rx="2" fill="${C.s400}"/>`,
  thermometer: () =>
    `<rect x="40" y="6" width="20" height="70" rx="10" fill="${C.white}"/><circle cx="50" cy="80" r="15" fill="${C.red}"/>` +
    `<rect x="46" y="30" width="8" height="48" fill="${C.red}" stroke="none"/><path d="M60 20h8M60 32h6M60 44h8M60 56h6" fill="none"/>`,
  ghost: (d) =>
    `<rect x="8" y="10" width="84" height="84" rx="4" fill="${C.white}"/>` +
    `<g opacity=".35" transform="translate(8 6)" stroke="none"><circle cx="48" cy="44" r="20" fill="${d[0]}"/><path d="M22 82l20-22 14 12 10-8 16 18z" fill="${d[1]}"/></g>` +
    `<g stroke="none"><circle cx="48" cy="44" r="20" fill="${d[0]}"/><path d="M16 82l22-24 14 12 10-8 18 20z" fill="${d[1]}"/></g>`,
  flame: () =>
    `<path d="M50 6c4 16 26 26 26 52a26 26 0 0 1-52 0c0-14 8-22 12-30 2 8 6 12 10 12 0-12-2-22 4-34z" fill="${C.heat}"/>` +
    `<path d="M50 52c2 8 12 12 12 22a12 12 0 0 1-24 0c0-8 8-12 12-22z" fill="${C.yel}"/>`,
  warning: () =>
    `<path d="M50 8l44 80H6z" fill="${C.yel}" stroke-width="4"/><path d="M50 38c2 8 10 12 10 22a10 10 0 0 1-20 0c0-6 4-10 6-14 1 4 3 5 4 5 0-5 0-8 0-13z" fill="${C.heat}"/>`,
  gloves: () =>
    `<path d="M26 96V56l-10-16a5 5 0 0 1 8-5l8 12V20a5 5 0 0 1 10 0v22V14a5 5 0 0 1 10 0v28V18a5 5 0 0 1 10 0v26V28a5 5 0 0 1 10 0v40q0 16-10 28z" fill="${C.s600}"/>` +
    `<path d="M26 82h46" stroke="${C.s300}" stroke-width="3"/><path d="M26 88h44" stroke="${C.s300}" stroke-width="3"/>`,
  book: (d) =>
    `<path d="M50 24q-20-10-44-6v68q24-4 44 6z" fill="${C.white}"/><path d="M50 24q20-10 44-6v68q-24-4-44 6z" fill="${C.white}"/>` +
    `<path d="M14 32q16-2 28 4M14 44q16-2 28 4M14 56q16-2 28 4M58 36q12-6 28-4M58 48q12-6 28-4M58 60q12-6 28-4" fill="none" stroke="${C.s400}" stroke-width="2.5"/>` +
    `<path d="M16 80l6-14 6 14M18 76h8" fill="none" stroke="${d[0]}" stroke-width="3"/><path d="M72 66h10l-10 14h10" fill="none" stroke="${d[1]}" stroke-width="3"/>`,
  storage: () =>
    `<path d="M8 44l42-16 42 16-42 16z" fill="#e7c28f"/><path d="M8 44v40l42 12V60z" fill="${C.cork}"/><path d="M92 44v40L50 96V60z" fill="#c08a4a"/>` +
    `<rect x="30" y="8" width="40" height="30" rx="3" fill="${C.sky}"/><path d="M30 16h40" stroke="${C.b600}" stroke-width="3"/>` +
    drop(78, 8, 1.1, C.cyan) +
    `<path d="M74 28l10-10" stroke="${C.red}" stroke-width="3"/>`,
  clock: () =>
    `<circle cx="50" cy="54" r="38" fill="${C.white}"/><path d="M50 30v24l16 10" fill="none" stroke-width="5"/><circle cx="50" cy="54" r="4" fill="${C.s800}"/>` +
    `<path d="M50 20v6M50 82v6M16 54h6M78 54h6" fill="none"/>`,
  priceTag: (d) =>
    `<path d="M8 50L36 20h54v60H36z" fill="${d[0]}"/><circle cx="32" cy="50" r="6" fill="${C.white}"/><path d="M26 50Q10 40 4 20" fill="none"/>` +
    `<path d="M72 38q-4-6-10-6-8 0-8 7 0 6 9 8t9 8q0 7-9 7-7 0-11-6M63 28v44" fill="none" stroke="${C.white}" stroke-width="4.5"/>`,
  chart: (d) =>
    `<path d="M8 94h86M10 10v84" fill="none"/><rect x="20" y="62" width="14" height="32" fill="${d[1]}"/><rect x="42" y="48" width="14" height="46" fill="${d[0]}"/><rect x="64" y="30" width="14" height="64" fill="${d[2]}"/>` +
    `<path d="M18 50l24-16 16 8 28-26" fill="none" stroke="${C.green}" stroke-width="4"/><path d="M74 14h14v14" fill="none" stroke="${C.green}" stroke-width="4"/>`,
  clipboard: (d) =>
    `<rect x="16" y="12" width="68" height="84" rx="5" fill="${C.cork}"/><rect x="24" y="22" width="52" height="68" fill="${C.white}"/><rect x="36" y="6" width="28" height="12" rx="3" fill="${C.s400}"/>` +
    [0, 1, 2]
      .map(
        (i) =>
          `<path d="M30 ${36 + i * 18}l4 4 8-8" fill="none" stroke="${C.green}" stroke-width="3"/><path d="M48 ${36 + i * 18}h22" stroke="${i === 2 ? d[0] : C.s300}" stroke-width="4"/>`,
      )
      .join(""),
  stall: (d) =>
    `<path d="M14 30v66M86 30v66" stroke-width="4"/><path d="M6 18h88l4 14H2z" fill="${d[0]}"/>` +
    `<path d="M2 32a8 8 0 0 0 16 0 8 8 0 0 0 16 0 8 8 0 0 0 16 0 8 8 0 0 0 16 0 8 8 0 0 0 16 0 8 8 0 0 0 16 0" fill="${C.white}"/>` +
    `<rect x="8" y="70" width="84" height="10" fill="${C.cork}"/><rect x="20" y="56" width="12" height="14" rx="2" fill="${C.white}"/><rect x="40" y="52" width="10" height="18" rx="2" fill="${d[1]}"/><rect x="58" y="58" width="18" height="12" fill="${d[2]}"/>`,
  laptop: (d) =>
    `<rect x="14" y="16" width="72" height="50" rx="4" fill="${C.s800}"/><rect x="19" y="21" width="62" height="40" fill="${C.white}" stroke="none"/><rect x="19" y="21" width="62" height="7" fill="${C.s200}" stroke="none"/>` +
    `<rect x="24" y="32" width="24" height="24" fill="${d[0]}" stroke="none"/><path d="M54 36h20M54 44h14" stroke="${C.s300}" stroke-width="3"/><rect x="54" y="50" width="16" height="6" rx="2" fill="${d[1]}" stroke="none"/>` +
    `<path d="M4 74h92l-6 10H10z" fill="${C.s300}"/>`,
  magnifier: () =>
    `<path d="M62 62l26 26" stroke-width="12"/><path d="M64 64l24 24" stroke="${C.b700}" stroke-width="7"/>` +
    `<circle cx="42" cy="42" r="28" fill="${C.sky}" stroke-width="6"/><path d="M28 32q6-10 16-10" fill="none" stroke="${C.white}" stroke-width="4"/>`,
  nozzle: () =>
    `<rect x="8" y="10" width="84" height="82" rx="3" fill="${C.white}"/>` +
    [C.cyan, C.mag, C.yel, C.key]
      .map(
        (c, i) =>
          `<path d="M${14 + i * 20} 76V64h4V52h4V40h4V28h4" fill="none" stroke="${c}" stroke-width="3"${i === 1 ? ' stroke-dasharray="6 3"' : ""}/>`,
      )
      .join(""),
  wrench: () =>
    `<path d="M20 86l44-44a18 18 0 0 1 24-24l-12 12 2 10 10 2 12-12a18 18 0 0 1-24 24L32 98z" fill="${C.s400}"/>`,
  tape: () =>
    `<circle cx="44" cy="56" r="34" fill="${C.amber}"/><circle cx="44" cy="56" r="14" fill="${C.white}"/><circle cx="44" cy="56" r="24" fill="none" stroke="#d97706" stroke-width="2"/>` +
    `<path d="M76 66l18 18-6 8-18-20z" fill="${C.amber}" opacity=".85"/>`,
  lintRoller: () =>
    `<rect x="14" y="16" width="72" height="28" rx="6" fill="${C.white}"/><path d="M24 16v28M36 16v28M48 16v28M60 16v28M72 16v28" stroke="${C.s300}" stroke-width="2"/>` +
    `<path d="M50 44v16" stroke-width="5"/><rect x="42" y="58" width="16" height="38" rx="6" fill="${C.b600}"/>`,
  pyrometer: () =>
    `<rect x="8" y="30" width="44" height="64" rx="8" fill="${C.amber}"/><rect x="15" y="38" width="30" height="18" rx="2" fill="${C.s800}"/><path d="M19 47h16" stroke="${C.green}" stroke-width="4"/>` +
    `<circle cx="22" cy="72" r="4" fill="${C.s700}"/><circle cx="38" cy="72" r="4" fill="${C.s700}"/>` +
    `<path d="M30 30q0-22 30-22h10" fill="none" stroke-width="3"/><rect x="68" y="4" width="12" height="8" rx="2" fill="${C.s700}"/><path d="M80 8h14" stroke-width="3"/>`,
  irThermometer: () =>
    `<path d="M14 30h62q8 0 8 8v6q0 8-8 8H52l-6 40H30l4-40H14q-8 0-8-8v-6q0-8 8-8z" fill="${C.b600}"/>` +
    `<rect x="14" y="36" width="26" height="10" rx="2" fill="${C.s800}"/><path d="M84 41h12" stroke="${C.red}" stroke-width="3" stroke-dasharray="3 3"/>`,
  testStrips: () =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="rotate(${-12 + i * 12} 50 90)"><rect x="40" y="10" width="20" height="80" rx="2" fill="${C.white}"/>${[
            0, 1, 2, 3,
          ]
            .map((j) => `<rect x="44" y="${18 + j * 16}" width="12" height="10" fill="${j <= i ? C.s800 : C.s200}"/>`)
            .join("")}</g>`,
      )
      .join(""),
  cutter: (d) =>
    `<rect x="2" y="44" width="96" height="32" rx="10" fill="${C.s200}"/><rect x="10" y="50" width="80" height="8" rx="3" fill="${C.s400}"/><rect x="44" y="46" width="14" height="20" rx="3" fill="${d[0]}"/>` +
    `<circle cx="86" cy="68" r="4" fill="${C.green}"/><path d="M10 80h80l-6 14H16z" fill="${C.white}"/><path d="M30 86q10-6 20 0t20 0" fill="none" stroke="${d[1]}" stroke-width="2"/>`,
  ptfe: () =>
    `<path d="M12 34q20-14 40-4t40-6v58q-20 8-40 0t-40 6z" fill="#c2865a" opacity=".85"/><path d="M20 46q16-8 32 0M24 64q16-8 32 0" fill="none" stroke="${C.white}" stroke-width="2" opacity=".7"/>`,
  pillow: () =>
    `<path d="M8 58q42-10 84 0v20q-42 10-84 0z" fill="${C.b700}"/><path d="M8 58q42-10 84 0" fill="none"/><path d="M20 66q30 6 60 0" fill="none" stroke="${C.b300}" stroke-width="2"/>` +
    `<path d="M18 38q32-8 64 0v10q-32 8-64 0z" fill="${C.s700}"/>`,
  paperRoll: () =>
    `<rect x="12" y="28" width="66" height="44" fill="#e7c28f"/><ellipse cx="78" cy="50" rx="10" ry="22" fill="#d6a96b"/><ellipse cx="78" cy="50" rx="4" ry="8" fill="${C.s700}"/>` +
    `<path d="M12 28q-10 40 0 44l-8 24h60l14-24z" fill="#f3dcb6"/>`,
  foam: () =>
    `<path d="M8 56l26-16h60L68 56z" fill="${C.b200}"/><path d="M8 56h60v20H8z" fill="${C.b300}"/><path d="M68 56l26-16v20L68 76z" fill="${C.b500}"/>` +
    `<path d="M20 50h4M34 46h4M50 50h4M44 44h4M62 46h4" stroke="${C.b500}" stroke-width="2"/>`,
  coolPlate: () =>
    `<path d="M6 60l24-18h64L70 60z" fill="${C.s300}"/><path d="M6 60h64v10H6z" fill="${C.s400}"/><path d="M70 60l24-18v10L70 70z" fill="${C.s500}"/>` +
    `<path d="M14 78h48M20 86h36" stroke="${C.cyan}" stroke-width="3"/><path d="M40 20v14M32 26l8 8 8-8" fill="none" stroke="${C.cyan}" stroke-width="3"/>`,
  easyPress: () =>
    `<path d="M6 80q0-14 14-14h62q12 0 12 14z" fill="${C.s300}"/><path d="M6 80h88v6H6z" fill="${C.s500}"/>` +
    `<path d="M24 66q0-28 26-36h4q24 6 26 36z" fill="${C.b500}"/><path d="M36 36q14-18 30-4" fill="none" stroke-width="8"/><rect x="42" y="48" width="16" height="8" rx="2" fill="${C.s800}"/>`,
  hatPress: () =>
    `<rect x="10" y="86" width="80" height="10" rx="3" fill="${C.s400}"/><rect x="62" y="30" width="10" height="56" fill="${C.s600}"/>` +
    `<path d="M20 70a28 20 0 0 1 56 0z" fill="${C.s300}"/><path d="M14 52a34 18 0 0 1 68 0v6H14z" fill="${C.b700}"/><path d="M48 34V20h30" fill="none" stroke-width="5"/>`,
  tote: (d) =>
    `<path d="M34 36V24a16 16 0 0 1 32 0v12" fill="none" stroke-width="5"/><path d="M16 36h68l-4 58H20z" fill="#f5ecd7"/>${print(30, 50, 40, 30, d)}`,
  phoneCase: (d) =>
    `<rect x="28" y="6" width="44" height="88" rx="9" fill="${C.white}"/>${print(32, 10, 36, 80, d)}<rect x="34" y="14" width="14" height="18" rx="5" fill="${C.s800}"/>`,
  award: (d) =>
    `<rect x="18" y="8" width="64" height="76" rx="4" fill="#a16207"/><rect x="24" y="14" width="52" height="40" fill="${C.white}"/>${print(28, 18, 44, 32, d)}` +
    `<rect x="28" y="60" width="44" height="16" rx="2" fill="${C.yel}"/><path d="M34 68h32" stroke="#a16207" stroke-width="2"/><rect x="10" y="84" width="80" height="10" rx="2" fill="${C.s700}"/>`,
  medal: (d) =>
    `<path d="M34 6l12 36M66 6L54 42" stroke="${d[0]}" stroke-width="8"/><circle cx="50" cy="66" r="26" fill="${C.yel}"/><circle cx="50" cy="66" r="17" fill="${C.amber}"/>` +
    `<path d="M50 54l4 8 8 1-6 6 2 8-8-4-8 4 2-8-6-6 8-1z" fill="${C.white}" stroke="none"/>`,
  canvas: (d) =>
    `<path d="M50 6L18 96M50 6l32 90M50 6v90" fill="none" stroke="#a16207" stroke-width="4"/><rect x="14" y="16" width="72" height="56" fill="${C.white}"/>${print(18, 20, 64, 48, d)}<rect x="10" y="72" width="80" height="6" fill="#a16207"/>`,
  cushion: (d) =>
    `<path d="M10 20q40-10 80 0-8 36 0 72-40 10-80 0 8-36 0-72z" fill="${C.white}"/><circle cx="50" cy="56" r="22" fill="${d[0]}" stroke="none"/><path d="M28 60q11-10 22 0t22 0v6q-11-8-22 0t-22 0z" fill="${d[1]}" stroke="none"/>`,
  keychain: (d) =>
    `<circle cx="50" cy="18" r="12" fill="none" stroke="${C.s400}" stroke-width="4"/><path d="M50 30v10" stroke="${C.s400}" stroke-width="4"/>` +
    `<rect x="22" y="40" width="56" height="52" rx="12" fill="${C.white}"/><rect x="28" y="46" width="44" height="40" rx="8" fill="${d[0]}" stroke="none"/><circle cx="50" cy="66" r="10" fill="${d[2]}" stroke="none"/>`,
  parcel: (d) =>
    `<path d="M10 36l40-16 40 16-40 16z" fill="#e7c28f"/><path d="M10 36v46l40 14V52z" fill="${C.cork}"/><path d="M90 36v46L50 96V52z" fill="#c08a4a"/>` +
    `<path d="M30 28l40 16v14" fill="none" stroke="${C.s200}" stroke-width="6"/>` +
    `<rect x="58" y="64" width="24" height="16" rx="2" fill="${C.white}" transform="skewY(-19)"/><path d="M18 60l10 4M18 68l10 4" stroke="${d[0]}" stroke-width="3"/>`,
  flag: (d) =>
    `<path d="M20 8v88" stroke-width="5"/><circle cx="20" cy="8" r="5" fill="${C.amber}"/>` +
    `<path d="M22 16h62v50H22z" fill="${C.white}"/><rect x="28" y="22" width="50" height="38" fill="${d[0]}" stroke="none"/>` +
    `<circle cx="60" cy="34" r="7" fill="${d[2]}" stroke="none"/><path d="M28 60l16-18 12 10 8-6 14 14z" fill="${d[1]}" stroke="none"/>`,
  certificate: (d) =>
    `<rect x="12" y="10" width="66" height="84" rx="3" fill="${C.white}"/>` +
    `<path d="M22 24h46M22 36h46M22 48h34M22 60h40" stroke="${C.s300}" stroke-width="4"/>` +
    `<circle cx="72" cy="76" r="14" fill="${d[0]}"/><path d="M64 88l-4 10 8-4 4 6 2-10M80 88l4 10-8-4" fill="${d[0]}"/><circle cx="72" cy="76" r="7" fill="none" stroke="${C.white}" stroke-width="2.5"/>`,
  plug: () =>
    `<rect x="30" y="30" width="40" height="36" rx="6" fill="${C.s200}"/><path d="M40 14v16M60 14v16" stroke-width="6"/>` +
    `<path d="M50 66v10q0 14 16 14h26" fill="none" stroke-width="7"/><path d="M50 66v10q0 14 16 14h26" fill="none" stroke="${C.s600}" stroke-width="3"/>` +
    `<path d="M54 36l-10 14h8l-6 12 12-16h-8z" fill="${C.yel}"/>`,
  bottle: (d) =>
    `<rect x="40" y="4" width="20" height="12" rx="3" fill="${C.s400}"/><path d="M36 16h28v6q8 6 8 14v54a6 6 0 0 1-6 6H34a6 6 0 0 1-6-6V36q0-8 8-14z" fill="${C.s200}"/>` +
    `<rect x="28" y="42" width="44" height="36" fill="${d[1]}" stroke="none"/><circle cx="50" cy="60" r="10" fill="${d[2]}" stroke="none"/>`,
};

/** Places a motif: its box's top-left at (x, y), drawn `size` units wide, outlines a steady 2.4 units. */
export function place(motif: Motif, x: number, y: number, size: number, d: readonly string[], flip = false): string {
  const s = size / 100;
  const sw = +(2.4 / s).toFixed(2);
  const t = flip
    ? `translate(${x + size} ${y}) scale(${-s.toFixed(3)} ${s.toFixed(3)})`
    : `translate(${x} ${y}) scale(${s.toFixed(3)})`;
  return `<g transform="${t}" stroke="${C.line}" stroke-width="${sw}">${MOTIF_ART[motif](d)}</g>`;
}

export { drop };
