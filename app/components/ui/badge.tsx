// Small rounded labels: difficulty, Verified, Recommended, categories, plan.
import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

const tones = {
  neutral: "bg-slate-100 text-slate-800",
  brand: "bg-brand-50 text-brand-800",
  green: "bg-green-100 text-green-800",
  blue: "bg-blue-100 text-blue-800",
  purple: "bg-purple-100 text-purple-800",
  amber: "bg-amber-100 text-amber-900",
} as const;

export type BadgeTone = keyof typeof tones;

export const badgeClass = (tone: BadgeTone = "neutral", className?: string) =>
  cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold", tones[tone], className);

export function Badge({
  tone = "neutral",
  className,
  children,
}: {
  tone?: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return <span className={badgeClass(tone, className)}>{children}</span>;
}
