import type { z } from "zod";

/**
 * Reads a data file (JSON imported beside the code that uses it) through its zod schema, once, when
 * the module loads: a wrong row stops the process at start-up with the file and the row's path, never
 * halfway through a request.
 */
export function loadDataFile<S extends z.ZodType>(file: string, schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, 5).map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`);
  throw new Error(`${file} is not valid: ${issues.join("; ")}`);
}
