import type { TBoWithdrawalDecisionValue } from "@orchid/contract/backoffice-payments";
import { WITHDRAWAL_STATUSES } from "@orchid/contract/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { ApprovalFiledNotice } from "./approval-filed-notice.tsx";
import { WITHDRAWAL_STATUS } from "./payment-vocabulary.ts";
import { QueueFilterBar } from "./queue-filter-bar.tsx";
import { isQueryable, queueInput } from "./queue-filters.ts";
import { useQueueFilters } from "./use-queue-filters.ts";
import { WithdrawalTable } from "./withdrawal-table.tsx";

/**
 * The withdrawal queue: approve or reject pending withdrawals (large ones go to a second
 * operator), pay approved ones in full or in parts, release what is left, and settle payouts the
 * member reported not received.
 */
export function WithdrawalsPage() {
  const { t } = useTranslation();
  const canAct = useCan("money.request");
  const { filters, update } = useQueueFilters(WITHDRAWAL_STATUSES);
  const [openId, setOpenId] = useState<number | null>(null);
  const [filed, setFiled] = useState<TBoWithdrawalDecisionValue | null>(null);
  const query = useConsoleQuery("boWithdrawals", queueInput(filters), isQueryable(filters));

  return (
    <>
      <PageHeader title={t("bo_nav_withdrawals")} />
      <div className="stack">
        {filed && <ApprovalFiledNotice value={filed} onDismiss={() => setFiled(null)} />}
        <QueueFilterBar
          statuses={WITHDRAWAL_STATUSES}
          looks={WITHDRAWAL_STATUS}
          filters={filters}
          onChange={update}
        />
        <PagedResults
          query={query}
          isQueryable={isQueryable(filters)}
          noneKey="bo_withdrawals_none"
          onPage={(next) => update({ page: next })}
        >
          {(rows) => (
            <WithdrawalTable
              rows={rows}
              openId={openId}
              canAct={canAct}
              onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
              onApprovalFiled={setFiled}
            />
          )}
        </PagedResults>
      </div>
    </>
  );
}
