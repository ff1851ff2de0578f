/** The request jobs: execution at the expected time, the completion mail, and reissue payments that never came back. */
import type { JobQueue } from "../../jobs/jobs.ts";
import type { PtrRecord, PtrStore } from "../store.ts";
import { PTR_COLLECT_JOB, PTR_EXECUTE_JOB, PTR_MAIL_JOB } from "./rules.ts";

/** The execute job: carries out an accepted request once its time has come. */
export function executeJob(
  store: Pick<PtrStore, "getRequest">,
  run: {
    runMoneyBack(r: PtrRecord): Promise<void>;
    runReissue(r: PtrRecord): Promise<void>;
    refundRejected(r: PtrRecord): Promise<void>;
  },
) {
  return async function runExecute(requestId: string): Promise<void> {
    const r = await store.getRequest(requestId);
    if (!r) return;
    if (r.status !== "in_process") {
      // Rejected by a run that stopped before refunding: the refund is idempotent, so do it (again).
      if (r.type === "reissue" && r.resolution === "rejected") await run.refundRejected(r);
      return;
    }
    if (r.type === "void" || r.type === "refund") await run.runMoneyBack(r);
    else if (r.type === "reissue") await run.runReissue(r);
  };
}

export type PostTicketingJobs = {
  runExecute(requestId: string): Promise<void>;
  sendMail(requestId: string): Promise<void>;
  collectJob(payload: { requestId: string; idempotencyKey: string; round?: number }): Promise<void>;
};

/** The request jobs: execution at the expected time, the completion mail, and reissue payments that never came back. */
export function registerPostTicketingJobs(jobs: Pick<JobQueue, "register">, ptr: PostTicketingJobs) {
  jobs.register<{ requestId: string }>(PTR_EXECUTE_JOB, (p) => ptr.runExecute(p.requestId), { maxAttempts: 8 });
  jobs.register<{ requestId: string }>(PTR_MAIL_JOB, (p) => ptr.sendMail(p.requestId), { maxAttempts: 5 });
  jobs.register<{ requestId: string; idempotencyKey: string; round?: number }>(PTR_COLLECT_JOB, (p) => ptr.collectJob(p), {
    maxAttempts: 8,
  });
}
