/**
 * Text that may reach the database, a header or a log: no control characters (NUL cannot even be
 * stored by PostgreSQL), no unpaired UTF-16 surrogates, and paths that can only lead back to us.
 */

// C0 controls except tab/newline/carriage return (for multi-line fields), DEL and C1 controls,
// and unpaired surrogates.
const MULTILINE_FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// Single-line fields refuse tab, newline and carriage return as well.
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const CONTROL_CHARACTERS_MESSAGE = "Remove control characters (such as tabs or line breaks) from this field.";

export function hasForbiddenCharacters(value: string, opts: { multiline?: boolean } = {}): boolean {
  return (opts.multiline ? MULTILINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(value);
}

const SITE = "http://lakbay.invalid";

/**
 * Where to go back to after a detour: a path on this site, or undefined. The value is resolved the
 * way a browser would resolve it (tabs and newlines dropped, backslashes read as slashes), so
 * `/\t/evil.example` and `/\\evil.example` are recognised as other sites. What comes back is
 * ASCII only (safe in a Location header).
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 2048 || !value.startsWith("/")) return undefined;
  if (hasForbiddenCharacters(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE) return undefined;
  const path = url.pathname + url.search + url.hash;
  // After resolution the path must still be a plain local path ("//x" would be protocol-relative).
  if (!path.startsWith("/") || path.startsWith("//") || path.startsWith("/\\")) return undefined;
  return /^[\x21-\x7E]+$/.test(path) ? path : undefined;
}
