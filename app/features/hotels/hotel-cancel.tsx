/**
 * The numbers of a hotel cancellation (contracts/hotel-cancellation.ts), as the quote page and the
 * booking page show them; the cancellation e-mail words the same terms with the same helpers.
 */
import type { HotelCancelTerms } from "../../../contracts/hotel-cancellation.ts";
import { formatMoney } from "../../../contracts/money.ts";
import { useI18n } from "../../lib/i18n.tsx";
import { paidWithText, reasonText, refundText, useHotelT } from "./hotel-words.tsx";

export function CancelTermsList({ terms, done }: { terms: HotelCancelTerms; done: boolean }) {
  const t = useHotelT();
  const { locale } = useI18n();
  const reason = reasonText(t, locale, terms.reason);
  return (
    <>
      <dl className="mt-3 max-w-md space-y-1 text-sm" data-testid="cancel-terms">
        <div className="flex justify-between gap-4">
          <dt>{t("hotels.terms.totalPaid")}</dt>
          <dd className="tabular-nums">{formatMoney(terms.total)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>{t(done ? "hotels.terms.keptDone" : "hotels.terms.keeps")}</dt>
          <dd className="tabular-nums" data-testid="cancel-penalty">
            {formatMoney(terms.penalty)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold dark:border-slate-700">
          <dt>{t(done ? "hotels.terms.refunded" : "hotels.terms.back")}</dt>
          <dd className="tabular-nums" data-testid="cancel-refund">
            {formatMoney(terms.refund)}
          </dd>
        </div>
        {terms.paidWith && terms.refund.amount > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>{t("hotels.terms.to")}</dt>
            <dd>{paidWithText(t, terms.paidWith)}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{refundText(t, terms, done)}</p>
      <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" lang={reason === null ? "en" : undefined}>
        {reason ?? terms.reason}
      </p>
    </>
  );
}
