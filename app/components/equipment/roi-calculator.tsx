import { useEffect, useId, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button-class";
import { formatPrice } from "~/components/ui/price";
import { formatNumber } from "~/lib/number-format";
import { calculateRoi, type RoiInput } from "./roi";

const FIELDS: { key: keyof RoiInput; label: string; step: string; prefix?: string }[] = [
  { key: "equipmentCost", label: "Equipment cost", step: "1", prefix: "$" },
  { key: "costPerItem", label: "Cost per item (blank, ink, paper)", step: "0.01", prefix: "$" },
  { key: "pricePerItem", label: "Selling price per item", step: "0.01", prefix: "$" },
  { key: "itemsPerMonth", label: "Items sold per month", step: "1" },
];

/** Inputs above this are treated as typos rather than plans. */
const MAX_INPUT = 10_000_000;
/** Never "-0.0": a value that rounds to zero shows as zero. */
const decimal = (n: number) => formatNumber(n, 1);

/** The number a field holds, or null when it is not a number from 0 to MAX_INPUT. */
export function parseAmount(v: string): number | null {
  if (v.trim() === "") return 0;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= MAX_INPUT ? n : null;
}

export type RoiValues = Record<keyof RoiInput, string>;

/**
 * The calculator's fields as the address gives them (`?equipmentCost=&costPerItem=
 * &pricePerItem=&itemsPerMonth=`), each falling back to `initial` when absent.
 */
export function roiValuesFrom(params: URLSearchParams, initial: RoiInput): RoiValues {
  const at = (key: keyof RoiInput) => params.get(key)?.slice(0, 20) ?? String(initial[key]);
  return {
    equipmentCost: at("equipmentCost"),
    costPerItem: at("costPerItem"),
    pricePerItem: at("pricePerItem"),
    itemsPerMonth: at("itemsPerMonth"),
  };
}

/**
 * A GET form: without the page's script "Calculate" loads the page with the
 * figures in the address and the server computes the results; with it the
 * results follow every keystroke. The fields are uncontrolled, so what was typed
 * before the script ran stays and is taken over when it does.
 */
export function RoiCalculator({ initial, hidden }: { initial: RoiValues; hidden?: Record<string, string> }) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<RoiValues>(initial);
  const read = () => {
    const el = form.current;
    if (!el) return;
    const next = { ...values };
    for (const f of FIELDS) {
      const field = el.elements.namedItem(f.key);
      if (field instanceof HTMLInputElement) next[f.key] = field.value;
    }
    setValues(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when React takes the form over
  useEffect(read, []);
  const parsed = Object.fromEntries(FIELDS.map((f) => [f.key, parseAmount(values[f.key])])) as Record<
    keyof RoiInput,
    number | null
  >;
  const valid = FIELDS.every((f) => parsed[f.key] !== null);
  const r = valid ? calculateRoi(parsed as RoiInput) : null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form
        ref={form}
        method="get"
        className="grid gap-4"
        onSubmit={(e) => e.preventDefault()}
        onInput={read}
        aria-label="ROI calculator inputs"
      >
        {Object.entries(hidden ?? {}).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label htmlFor={`${id}-${f.key}`} className="block text-sm font-medium text-slate-800">
              {f.label}
              {f.prefix ? " ($)" : ""}
            </label>
            <input
              id={`${id}-${f.key}`}
              name={f.key}
              type="number"
              inputMode="decimal"
              min="0"
              max={MAX_INPUT}
              step={f.step}
              defaultValue={initial[f.key]}
              aria-invalid={parsed[f.key] === null}
              aria-describedby={parsed[f.key] === null ? `${id}-${f.key}-error` : undefined}
              // A minus sign or an exponent never makes sense here.
              onKeyDown={(e) => {
                if (["-", "+", "e", "E"].includes(e.key)) e.preventDefault();
              }}
              className="mt-1 h-10 w-full rounded-md border border-slate-300 px-3 text-sm aria-[invalid=true]:border-red-700"
            />
            {parsed[f.key] === null ? (
              <p id={`${id}-${f.key}-error`} className="mt-1 text-sm text-red-800">
                Enter a number from 0 to {formatNumber(MAX_INPUT)}.
              </p>
            ) : null}
          </div>
        ))}
        {/* Results follow the fields once the script runs; without it this asks the server. */}
        <button type="submit" className={`${buttonClass("primary")} justify-self-start`}>
          Calculate
        </button>
      </form>
      <div className="rounded-lg bg-brand-50 p-5" aria-live="polite">
        <h3 className="text-lg font-semibold text-slate-900">Results</h3>
        {r ? (
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm" data-testid="roi-results">
            <dt className="text-slate-700">Profit per item</dt>
            <dd className="font-semibold text-slate-900" data-testid="roi-profit">
              {formatPrice(r.profitPerItem)}
            </dd>
            <dt className="text-slate-700">Profit margin</dt>
            <dd className="font-semibold text-slate-900" data-testid="roi-margin">
              {decimal(r.margin)}%
            </dd>
            <dt className="text-slate-700">Monthly profit</dt>
            <dd className="font-semibold text-slate-900" data-testid="roi-monthly">
              {formatPrice(r.monthlyProfit)}
            </dd>
            <dt className="text-slate-700">Break-even items</dt>
            <dd className="font-semibold text-slate-900" data-testid="roi-items">
              {r.breakEvenItems === null ? "Never at this price" : formatNumber(r.breakEvenItems)}
            </dd>
            <dt className="text-slate-700">Break-even time</dt>
            <dd className="font-semibold text-slate-900" data-testid="roi-months">
              {r.breakEvenMonths === null ? "Never at these numbers" : `${decimal(r.breakEvenMonths)} months`}
            </dd>
          </dl>
        ) : (
          <p className="mt-3 text-sm text-slate-800" data-testid="roi-invalid">
            Correct the highlighted field to see the results.
          </p>
        )}
        <p className="mt-4 text-xs text-slate-700">
          Estimates only: they leave out your time, selling fees, rent, spoiled prints and taxes.
        </p>
      </div>
    </div>
  );
}
