import { useState } from "react";
import { useTranslation } from "react-i18next";
import centre from "../../../ui/centre-page.module.css";
import { EmptyState } from "../../../ui/empty-state.tsx";
import { Loader } from "../../../ui/loader.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import { useWithdrawals } from "./withdraw-queries.ts";
import { WithdrawalCard } from "./withdrawal-card.tsx";

/** The member's withdrawals, newest first, paged. */
export function WithdrawalList({ confirmMinutes }: { confirmMinutes: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const withdrawals = useWithdrawals(page);
  return (
    <section className={centre.page} aria-labelledby="withdrawals-title" data-testid="withdrawals">
      <h4 className={centre.cardTitle} id="withdrawals-title">
        {t("withdrawals")}
      </h4>
      <p className={centre.muted}>{t("payout_confirm_rule", { minutes: confirmMinutes })}</p>
      {withdrawals.isError && (
        <QueryProblem error={withdrawals.error} onRetry={() => void withdrawals.refetch()} />
      )}
      {withdrawals.isPending && <Loader />}
      {withdrawals.data?.rows.length === 0 && <EmptyState title={t("withdrawals_empty")} />}
      {withdrawals.data?.rows.map((withdrawal) => (
        <WithdrawalCard key={withdrawal.id} withdrawal={withdrawal} />
      ))}
      {withdrawals.data && (
        <Pager page={withdrawals.data.page} totalPages={withdrawals.data.totalPages} onPage={setPage} />
      )}
    </section>
  );
}
