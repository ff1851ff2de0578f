import { eq } from "drizzle-orm";
import type { RegistrationStore } from "../../core/accounts/registration.ts";
import type { Db } from "../client.ts";
import { isUniqueViolation } from "../errors.ts";
import { account, user } from "../schema.ts";
import { createOutboxRepository } from "./outbox-repository.ts";

export function createRegistrationStore(db: Db): RegistrationStore {
  return {
    async emailTaken(email) {
      const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
      return Boolean(row);
    },
    async createWithMail(a, mail) {
      try {
        return await db.transaction(async (tx) => {
          const now = new Date();
          await tx
            .insert(user)
            .values({ id: a.id, name: a.name, email: a.email, emailVerified: false, role: "user", createdAt: now, updatedAt: now });
          await tx.insert(account).values({
            id: a.id,
            accountId: a.id,
            providerId: "credential",
            userId: a.id,
            password: a.passwordHash,
            createdAt: now,
            updatedAt: now,
          });
          return await createOutboxRepository(tx as unknown as Db).add(mail, "pending");
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
  };
}
