/**
 * The numbers of a hotel cancellation (contracts/hotel-cancellation.ts), as the quote page and the
 * booking page show them; the cancellation e-mail words the same terms with the same helpers.
 */
import { type HotelCancelTerms, refundSentence } from "../../../contracts/hotel-cancellation.ts";
import { formatMoney } from "../../../contracts/money.ts";

export function CancelTermsList({ terms, done }: { terms: HotelCancelTerms; done: boolean }) {
  return (
    <>
      <dl className="mt-3 max-w-md space-y-1 text-sm" data-testid="cancel-terms">
        <div className="flex justify-between gap-4">
          <dt>Total paid</dt>
          <dd className="tabular-nums">{formatMoney(terms.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{done ? "Kept under the policy" : "The policy keeps"}</dt>
          <dd className="tabular-nums" data-testid="cancel-penalty">
            {formatMoney(terms.penalty)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold dark:border-slate-700">
          <dt>{done ? "Refunded" : "Back to you"}</dt>
          <dd className="tabular-nums" data-testid="cancel-refund">
            {formatMoney(terms.refund)}
          </dd>
        </div>
        {terms.paidWith && terms.refund.amount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>To</dt>
            <dd>{terms.paidWith}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{refundSentence(terms, done)}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{terms.reason}</p>
    </>
  );
}
