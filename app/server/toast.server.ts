/**
 * One-shot toasts carried across a redirect in a short-lived cookie ("flash"): an action sets it,
 * the root loader reads and clears it, the Toaster shows it.
 */
import { z } from "zod";

export const FlashToastSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(500).optional(),
  variant: z.enum(["success", "error", "info"]).default("success"),
});
export type FlashToast = z.infer<typeof FlashToastSchema>;

// DEPLOYMENT was checked at boot (server/env.ts); a public deployment is always https.
const PUBLIC = process.env.DEPLOYMENT === "public";
const COOKIE = PUBLIC ? "__Host-lakbay_toast" : "lakbay_toast";
const ATTRIBUTES = `Path=/; HttpOnly; SameSite=Lax${PUBLIC ? "; Secure" : ""}`;

export function flashToastCookie(toast: z.input<typeof FlashToastSchema>): string {
  const value = Buffer.from(JSON.stringify(toast)).toString("base64url");
  return `${COOKIE}=${value}; ${ATTRIBUTES}; Max-Age=60`;
}

export const clearFlashToastCookie = `${COOKIE}=; ${ATTRIBUTES}; Max-Age=0`;

export function readFlashToast(cookieHeader: string | null): FlashToast | null {
  const match = cookieHeader?.match(/(?:^|;\s*)(?:__Host-)?lakbay_toast=([^;]+)/);
  if (!match) return null;
  try {
    const parsed = FlashToastSchema.safeParse(JSON.parse(Buffer.from(match[1], "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** A redirect that shows a toast on the page it lands on; extra Set-Cookie headers ride along. */
export function redirectWithToast(url: string, toast: z.input<typeof FlashToastSchema>, headers?: Headers): Response {
  const h = new Headers(headers);
  h.set("Location", url);
  h.append("Set-Cookie", flashToastCookie(toast));
  return new Response(null, { status: 302, headers: h });
}
