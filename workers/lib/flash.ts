// One-time messages carried across a redirect (e.g. "You have been signed out"),
// shown as a toast by the next page and then cleared.
import { z } from "zod";
import { readCookie } from "../services/session";

export const FLASH_COOKIE = "flash";

const flashSchema = z.object({
  title: z.string().max(120),
  description: z.string().max(300).optional(),
  variant: z.enum(["default", "destructive"]).optional(),
});
export type Flash = z.infer<typeof flashSchema>;

const encode = (s: string) => btoa(String.fromCharCode(...new TextEncoder().encode(s)));
const decode = (s: string) => new TextDecoder().decode(Uint8Array.from(atob(s), (c) => c.charCodeAt(0)));

export function flashCookie(flash: Flash): string {
  return `${FLASH_COOKIE}=${encode(JSON.stringify(flash))}; Path=/; Max-Age=60; HttpOnly; Secure; SameSite=Lax`;
}

export function clearFlashCookie(): string {
  return `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`;
}

export function readFlash(request: Request): Flash | null {
  const raw = readCookie(request, FLASH_COOKIE);
  if (!raw) return null;
  try {
    const parsed = flashSchema.safeParse(JSON.parse(decode(raw)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
