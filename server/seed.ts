/**
 * Demo data for a fresh install (SEED_DEMO, on by default outside production): a verified
 * traveller and a staff account, so every page can be tried at once. Safe to run on every start.
 */
import type { Services } from "./services.ts";

export const DEMO_ACCOUNTS = [
  { name: "Maria Santos", email: "demo@lakbay.test", password: "lakbay-demo-2026", role: "user" as const },
  { name: "Lakbay Staff", email: "staff@lakbay.test", password: "lakbay-staff-2026", role: "staff" as const },
];

export async function seedDemoData(services: Services): Promise<void> {
  const { auth, accounts, logger } = services;
  for (const demo of DEMO_ACCOUNTS) {
    if (await accounts.findByEmail(demo.email)) continue;
    // Created directly (no verification mail): demo accounts start verified.
    const ctx = await auth.$context;
    const user = await ctx.internalAdapter.createUser({ name: demo.name, email: demo.email, emailVerified: true }, { method: "email" });
    await ctx.internalAdapter.linkAccount({
      userId: user.id,
      providerId: "credential",
      accountId: user.id,
      password: await ctx.password.hash(demo.password),
    });
    await accounts.setRole(demo.email, demo.role);
    logger.info({ email: demo.email, role: demo.role }, "demo account created");
  }
}
