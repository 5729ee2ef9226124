export const DIAGRAMS: Record<string, string> = {};
