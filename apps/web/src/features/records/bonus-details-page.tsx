import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import table from "../member-centre/centre-table.module.css";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { useMoney } from "../wallet/use-money.ts";
import { BonusGrants } from "./bonus-grants.tsx";
import { DatePresetFilter } from "./date-preset-filter.tsx";
import { periodQuery, type TPeriod } from "./period-query.ts";
import { usePeriod } from "./use-period.ts";

const PAGE_SIZE = 20;

/**
 * Bonus details (bonusDetails): my bonuses with their wagering progress on top, then the bonus
 * credits of a period and their sum.
 */
export function BonusDetailsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [period, setPeriod] = usePeriod();
  const [page, setPage] = useState(1);
  const range = periodQuery(period);
  const query = range && { ...range, page, pageSize: PAGE_SIZE };
  const bonus = useApiQuery("bonusDetails", query ?? {}, {
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const labels = { time: t("record_time"), reason: t("bonus_reason"), amount: t("field_amount") };

  function handlePeriod(next: TPeriod) {
    setPeriod(next);
    setPage(1);
  }

  return (
    <div className={centre.page} data-testid="bonus-details">
      <BonusGrants />
      <div className={centre.card}>
        <DatePresetFilter value={period} onChange={handlePeriod} />
      </div>
      {bonus.isError && <QueryProblem error={bonus.error} onRetry={() => void bonus.refetch()} />}
      {bonus.isPending && query !== null && <Loader />}
      {bonus.data && (
        <>
          <div className={centre.tiles}>
            <div className={centre.tile} data-testid="bonus-sum">
              <span className={centre.tileLabel}>{t("bonus_sum")}</span>
              <span className={`${centre.tileValue} ${centre.positive}`}>
                {money.withSymbol(bonus.data.sum)}
              </span>
            </div>
            <div className={centre.tile}>
              <span className={centre.tileLabel}>{t("bonus_count")}</span>
              <span className={centre.tileValue}>{bonus.data.total}</span>
            </div>
          </div>
          {bonus.data.rows.length === 0 ? (
            <EmptyState title={t("bonus_empty")} />
          ) : (
            <div className={table.wrap}>
              <table className={table.stacks}>
                <thead>
                  <tr>
                    <th scope="col">{labels.time}</th>
                    <th scope="col">{labels.reason}</th>
                    <th scope="col" className={table.end}>
                      {labels.amount}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {bonus.data.rows.map((row) => (
                    <tr key={row.id} data-testid="bonus-row">
                      <td data-label={labels.time} className={table.num}>
                        {formatZonedDateTime(new Date(row.createdAt), timeZone)}
                      </td>
                      <td data-label={labels.reason}>
                        <bdi>{row.reason}</bdi>
                      </td>
                      <td
                        data-label={labels.amount}
                        className={`${table.end} ${table.num} ${centre.positive}`}
                      >
                        {money.withSymbol(row.amount)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager page={bonus.data.page} totalPages={bonus.data.totalPages} onPage={setPage} />
        </>
      )}
    </div>
  );
}
