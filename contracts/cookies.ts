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

/** One cookie's value from a Cookie header, as better-auth reads it (first one wins, quotes dropped, URL-decoded), or null. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const eqAt = pair.indexOf("=");
    if (eqAt === -1 || pair.slice(0, eqAt).trim() !== name) continue;
    let value = pair.slice(eqAt + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}
