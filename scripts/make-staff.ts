/**
 * Gives an existing account the staff role (or takes it away with --revoke):
 *   npm run staff -- ops@example.com
 *   npm run staff -- ops@example.com --revoke
 * Uses the same database settings as the app (DATABASE_URL, or PGlite under DATA_DIR). Stop the
 * app first when it runs on the embedded database (PGlite allows one process at a time).
 */
import path from "node:path";
import { z } from "zod";
import { openDatabase } from "../db/client.ts";
import { createAccountRepository } from "../db/repositories/account-repository.ts";
import { loadEnv } from "../server/env.ts";

const args = process.argv.slice(2);
const email = z.email().safeParse(args.find((a) => !a.startsWith("--")));
if (!email.success) {
  console.error("Usage: npm run staff -- <e-mail of an existing account> [--revoke]");
  process.exit(2);
}
const env = loadEnv();
const database = await openDatabase(env.databaseUrl ? { url: env.databaseUrl } : { dataDir: path.join(env.dataDir, "pglite") });
try {
  const role = args.includes("--revoke") ? "user" : "staff";
  const accounts = createAccountRepository(database.db);
  const changed = role === "staff" ? await accounts.grantStaffIfVerified(email.data) : await accounts.setRole(email.data, role);
  if (!changed) {
    const existing = await accounts.findByEmail(email.data);
    console.error(
      existing
        ? `${email.data} has not verified its address yet: staff rights need a verified address.`
        : `No account uses ${email.data}. Register it first, or list it in STAFF_EMAILS.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`${email.data} is now ${role === "staff" ? "staff" : "a regular user"}.`);
  }
} finally {
  await database.close();
}
