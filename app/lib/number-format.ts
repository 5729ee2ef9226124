// Numbers and US-dollar amounts as en-US writes them ("1,234.5", "$2,000",
// "-$15.25"), without Intl.NumberFormat: the first Intl formatter a page
// creates loads the browser's locale data, measured at about 200 ms of
// main-thread time under the phone profile (CPU x4), right when the page's
// scripts start and a tap is waiting. The output matches Intl's en-US formats
// (tests/unit/number-format.test.ts compares them), rounding half away from zero
// on the number's shortest decimal form, as Intl does.

/** Thousands separated: "1234567" → "1,234,567". */
const grouped = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");

/** A non-negative finite number with exactly `decimals` decimals, thousands separated. */
function fixed(abs: number, decimals: number): string {
  // Scaling through the decimal string ("1.15e1" is exactly 11.5) rounds the written number, not its binary neighbour.
  const text = String(abs);
  const scaled = Math.round(text.includes("e") ? abs * 10 ** decimals : Number(`${text}e${decimals}`));
  const digits = String(scaled).padStart(decimals + 1, "0");
  if (decimals === 0) return grouped(digits);
  return `${grouped(digits.slice(0, -decimals))}.${digits.slice(-decimals)}`;
}

const isZero = (text: string) => !/[1-9]/.test(text);

/** `n` with exactly `decimals` decimals; a value that rounds to zero has no minus sign. */
export function formatNumber(n: number, decimals = 0): string {
  if (!Number.isFinite(n)) return "–";
  const text = fixed(Math.abs(n), decimals);
  return n < 0 && !isZero(text) ? `-${text}` : text;
}

/** US dollars with exactly `decimals` decimals: "$2,000", "$4.99", "-$15.00". */
export function formatUsd(n: number, decimals: 0 | 2): string {
  if (!Number.isFinite(n)) return "–";
  const text = fixed(Math.abs(n), decimals);
  return n < 0 && !isZero(text) ? `-$${text}` : `$${text}`;
}
