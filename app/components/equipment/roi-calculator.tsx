import { useId, useState } from "react";
import { formatPrice } from "./equipment-card";
import { calculateRoi, type RoiInput } from "./roi";

const FIELDS: { key: keyof RoiInput; label: string; step: string; prefix?: string }[] = [
  { key: "equipmentCost", label: "Equipment cost", step: "1", prefix: "$" },
  { key: "costPerItem", label: "Cost per item (blank, ink, paper)", step: "0.01", prefix: "$" },
  { key: "pricePerItem", label: "Selling price per item", step: "0.01", prefix: "$" },
  { key: "itemsPerMonth", label: "Items sold per month", step: "1" },
];

const money = (n: number) => (Number.isFinite(n) ? formatPrice(Math.round(n * 100) / 100) : "-");

export function RoiCalculator({ initial }: { initial: RoiInput }) {
  const id = useId();
  const [values, setValues] = useState<Record<keyof RoiInput, string>>({
    equipmentCost: String(initial.equipmentCost),
    costPerItem: String(initial.costPerItem),
    pricePerItem: String(initial.pricePerItem),
    itemsPerMonth: String(initial.itemsPerMonth),
  });
  const num = (v: string) => {
    const n = Number.parseFloat(v);
    return Number.isFinite(n) && n >= 0 ? n : 0;
  };
  const r = calculateRoi({
    equipmentCost: num(values.equipmentCost),
    costPerItem: num(values.costPerItem),
    pricePerItem: num(values.pricePerItem),
    itemsPerMonth: num(values.itemsPerMonth),
  });
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <form className="grid gap-4" onSubmit={(e) => e.preventDefault()} aria-label="ROI calculator inputs">
        {FIELDS.map((f) => (
          <div key={f.key}>
            <label htmlFor={`${id}-${f.key}`} className="block text-sm font-medium text-slate-800">
              {f.label}
              {f.prefix ? " ($)" : ""}
            </label>
            <input
              id={`${id}-${f.key}`}
              type="number"
              inputMode="decimal"
              min="0"
              step={f.step}
              value={values[f.key]}
              onChange={(e) => setValues((v) => ({ ...v, [f.key]: e.target.value }))}
              className="mt-1 h-10 w-full rounded-md border border-slate-300 px-3 text-sm"
            />
          </div>
        ))}
      </form>
      <div className="rounded-lg bg-brand-50 p-5" aria-live="polite">
        <h3 className="text-lg font-semibold text-slate-900">Results</h3>
        <dl className="mt-3 grid grid-cols-[1fr_auto] gap-y-2 text-sm" data-testid="roi-results">
          <dt className="text-slate-700">Profit per item</dt>
          <dd className="font-semibold text-slate-900" data-testid="roi-profit">{money(r.profitPerItem)}</dd>
          <dt className="text-slate-700">Profit margin</dt>
          <dd className="font-semibold text-slate-900" data-testid="roi-margin">{r.margin.toFixed(1)}%</dd>
          <dt className="text-slate-700">Monthly profit</dt>
          <dd className="font-semibold text-slate-900" data-testid="roi-monthly">{money(r.monthlyProfit)}</dd>
          <dt className="text-slate-700">Break-even items</dt>
          <dd className="font-semibold text-slate-900" data-testid="roi-items">{r.breakEvenItems ?? "Never at this price"}</dd>
          <dt className="text-slate-700">Break-even time</dt>
          <dd className="font-semibold text-slate-900" data-testid="roi-months">
            {r.breakEvenMonths === null ? "Never at these numbers" : `${r.breakEvenMonths.toFixed(1)} months`}
          </dd>
        </dl>
        <p className="mt-4 text-xs text-slate-700">
          Estimates only: they leave out your time, selling fees, rent, spoiled prints and taxes.
        </p>
      </div>
    </div>
  );
}
