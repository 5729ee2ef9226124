// The buying guide's ROI calculator arithmetic.
export interface RoiInput {
  equipmentCost: number;
  costPerItem: number;
  pricePerItem: number;
  itemsPerMonth: number;
}

export interface RoiResult {
  profitPerItem: number;
  /** Percent of the selling price. */
  margin: number;
  monthlyProfit: number;
  /** null when each sale loses money or makes nothing: it never pays back. */
  breakEvenItems: number | null;
  breakEvenMonths: number | null;
}

export function calculateRoi({ equipmentCost, costPerItem, pricePerItem, itemsPerMonth }: RoiInput): RoiResult {
  const profitPerItem = pricePerItem - costPerItem;
  const margin = pricePerItem > 0 ? (profitPerItem / pricePerItem) * 100 : 0;
  const monthlyProfit = profitPerItem * itemsPerMonth;
  const breakEvenItems = profitPerItem > 0 ? Math.ceil(equipmentCost / profitPerItem) : null;
  const breakEvenMonths = monthlyProfit > 0 ? equipmentCost / monthlyProfit : null;
  return { profitPerItem, margin, monthlyProfit, breakEvenItems, breakEvenMonths };
}
