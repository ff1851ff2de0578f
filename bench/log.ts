/** Progress lines for the bench (stderr, so stdout keeps only the tables) and error text from anything thrown. */
export const log = (msg: string) => process.stderr.write(`[bench] ${msg}\n`);
export const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));
