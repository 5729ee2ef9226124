import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx). There is deliberately no Tailwind conflict
 * resolution (tailwind-merge was ~8 KB gzipped on every page): a later class
 * does NOT override an earlier one of the same utility, so never pass
 * conflicting utilities — add a component variant instead (see Button's
 * dangerGhost / dangerOutline) or use a responsive variant (max-sm:hidden).
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
