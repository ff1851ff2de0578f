/**
 * What of an unexpected error may go to the log. Database drivers put the query's parameters into
 * the message ("Failed query: … params: …"), and those can be password hashes, token hashes or
 * personal data: keep the error's name, the first line of its message without parameters, its
 * code and its stack frames (which hold no values).
 */
export function safeError(error: unknown): { name: string; message: string; code?: string; stack?: string } {
  if (!(error instanceof Error)) return { name: "NonError", message: typeof error === "string" ? scrub(error) : "non-error thrown" };
  const code = (error as { code?: unknown }).code ?? (error.cause as { code?: unknown } | undefined)?.code;
  const frames = error.stack
    ?.split("\n")
    .filter((l) => /^\s+at /.test(l))
    .join("\n");
  return {
    name: error.name,
    message: scrub(error.message),
    ...(typeof code === "string" ? { code } : {}),
    ...(frames ? { stack: frames } : {}),
  };
}

function scrub(message: string): string {
  const first = message.split("\n")[0] ?? "";
  return first
    .replace(/\bparams:.*$/i, "params: [hidden]")
    .replace(/(\/(?:reset-password|verify-email)\/)[^\s/?#]+/g, "$1[token]")
    .slice(0, 300);
}
