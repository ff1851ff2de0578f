/**
 * After the ticket: void, refund and reissue requests (and cancelling an unticketed hold), the way a
 * consolidator runs them (/work/shared/design/supplier-shapes.md, docs/decisions/014-post-ticketing.md).
 *
 *   quote (a request, completed / quote_ready, valid 30 min)
 *     → execute with the quote's id (in_process, expected by now + SLA; a job is queued for then)
 *     → the job changes the booking through FlightSupplier, refunds through the payment service
 *       (idempotent keys per request and payment) and completes the request (voided, refunded,
 *       reissued or rejected) → a mail job tells the traveller.
 *
 * One request per type is in process per booking (a partial UNIQUE index). Executing is a
 * conditional update from quote_ready, so two clicks or a retry execute once. Nothing runs on an
 * in-memory timer: the jobs live in the database and any instance runs them.
 */
import { cancelOperations } from "./post-ticketing/cancel.ts";
import { executeJob } from "./post-ticketing/jobs.ts";
import { mailOperations } from "./post-ticketing/mail.ts";
import { moneyBackOperations } from "./post-ticketing/money-back.ts";
import { queryOperations } from "./post-ticketing/queries.ts";
import { refundOperations } from "./post-ticketing/refund.ts";
import { reissuePaymentOperations } from "./post-ticketing/reissue-payment.ts";
import { reissueQuoteOperations } from "./post-ticketing/reissue-quote.ts";
import { reissueRunner } from "./post-ticketing/reissue-run.ts";
import { requestKit } from "./post-ticketing/requests.ts";
import { voidWindowEnd } from "./post-ticketing/rules.ts";
import type { PostTicketingDeps } from "./post-ticketing/types.ts";
import { voidOperations } from "./post-ticketing/void.ts";

export { registerPostTicketingJobs } from "./post-ticketing/jobs.ts";
export { changeAddOnDetails, mailDetails } from "./post-ticketing/mail.ts";
export {
  CHANGE_CLOSES_BEFORE_MS,
  COLLECT_AFTER_MS,
  COLLECT_ROUNDS,
  inVoidWindow,
  NOT_THIS_CHANGE,
  PTR_COLLECT_JOB,
  PTR_EXECUTE_JOB,
  PTR_MAIL_JOB,
  PTR_SLA_MINUTES,
  QUOTE_TTL_MS,
  voidWindowEnd,
} from "./post-ticketing/rules.ts";
export type { ExecuteInput, PostTicketingDeps, ReissuePaymentOutcome } from "./post-ticketing/types.ts";
export { bookingPayments, movedTo, toRequestView } from "./post-ticketing/views.ts";
export { REFUND_AGENCY_FEE, VOID_FEE } from "./refund-rules.ts";

/** Every operation (one file each under post-ticketing/), over one set of request helpers. */
export function createPostTicketing(deps: PostTicketingDeps) {
  const kit = requestKit(deps);
  const { execute, runMoneyBack } = moneyBackOperations(deps, kit);
  const { runReissue, refundRejected } = reissueRunner(deps, kit);
  return {
    voidWindowEnd,
    ...voidOperations(deps, kit),
    ...refundOperations(deps, kit),
    ...reissueQuoteOperations(deps, kit),
    execute,
    ...reissuePaymentOperations(deps, kit),
    ...cancelOperations(deps, kit),
    runExecute: executeJob(deps.store, { runMoneyBack, runReissue, refundRejected }),
    ...mailOperations(deps),
    ...queryOperations(deps, kit),
  };
}

export type PostTicketing = ReturnType<typeof createPostTicketing>;
