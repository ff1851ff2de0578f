/**
 * Cookie names. In a public deployment (DEPLOYMENT=public) every cookie is `Secure` and carries the
 * `__Host-` prefix: bound to this exact host over https, path /, never set by a sibling domain. On
 * a laptop over plain http they keep the plain names.
 */
export function cookiePrefix(publicDeployment: boolean): string {
  return publicDeployment ? "__Host-lakbay" : "lakbay";
}

/** The attributes every cookie of ours shares (Secure only where https is guaranteed). */
export function cookieAttributes(publicDeployment: boolean): string {
  return `Path=/; SameSite=Lax${publicDeployment ? "; Secure" : ""}`;
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
