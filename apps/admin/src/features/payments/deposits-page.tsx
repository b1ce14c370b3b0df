import { DEPOSIT_STATUSES } from "@orchid/contract/payments";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useCan } from "../../store/use-can.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { DepositTable } from "./deposit-table.tsx";
import { DEPOSIT_STATUS } from "./payment-vocabulary.ts";
import { QueueFilterBar } from "./queue-filter-bar.tsx";
import { isQueryable, queueInput } from "./queue-filters.ts";
import { useQueueFilters } from "./use-queue-filters.ts";

/**
 * The deposit queue: every deposit order of the merchant by status, period and member or order
 * number. Bank deposits awaiting approval are approved (credited) or rejected from their details.
 */
export function DepositsPage() {
  const { t } = useTranslation();
  const canAct = useCan("money.request");
  const { filters, update } = useQueueFilters(DEPOSIT_STATUSES);
  const [openId, setOpenId] = useState<number | null>(null);
  const query = useConsoleQuery("boDeposits", queueInput(filters), isQueryable(filters));

  return (
    <>
      <PageHeader title={t("bo_nav_deposits")} />
      <div className="stack">
        <QueueFilterBar
          statuses={DEPOSIT_STATUSES}
          looks={DEPOSIT_STATUS}
          filters={filters}
          onChange={update}
        />
        <PagedResults
          query={query}
          isQueryable={isQueryable(filters)}
          noneKey="bo_deposits_none"
          onPage={(next) => update({ page: next })}
        >
          {(rows) => (
            <DepositTable
              rows={rows}
              openId={openId}
              canAct={canAct}
              onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
            />
          )}
        </PagedResults>
      </div>
    </>
  );
}
