import type { TProfit } from "@orchid/contract/wallet";
import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import centre from "../../ui/centre-page.module.css";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { useMoney } from "../wallet/use-money.ts";
import { DatePresetFilter } from "./date-preset-filter.tsx";
import { GameProfitTable } from "./game-profit-table.tsx";
import { toneOf } from "./money-tone.ts";
import { periodQuery } from "./period-query.ts";
import { usePeriod } from "./use-period.ts";

/** The figures of the personal profit and loss page, in display order, with their label keys. */
const FIGURES = [
  ["deposits", "profit_deposits"],
  ["withdrawals", "profit_withdrawals"],
  ["bonus", "profit_bonus"],
  ["adjustments", "profit_adjustments"],
  ["bets", "profit_bets"],
  ["payouts", "profit_payouts"],
  ["transfersToUpline", "profit_to_upline"],
  ["transfersFromUpline", "profit_from_upline"],
] as const satisfies readonly (readonly [keyof TProfit, string])[];

/** Personal profit and loss (personalProfit): a period's money in and out, and what play won or lost. */
export function PersonalProfitPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const [period, setPeriod] = usePeriod();
  const query = periodQuery(period);
  const profit = useApiQuery("personalProfit", query ?? {}, {
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const data = profit.data;
  return (
    <div className={centre.page} data-testid="personal-profit">
      <div className={centre.card}>
        <DatePresetFilter value={period} onChange={setPeriod} />
      </div>
      {profit.isError && <QueryProblem error={profit.error} onRetry={() => void profit.refetch()} />}
      {profit.isPending && query !== null && <Loader />}
      {data && (
        <>
          <p className={centre.muted}>{t("profit_period", { from: data.from, to: data.to })}</p>
          <div className={centre.tiles}>
            <div className={centre.tile} data-testid="profit-total">
              <span className={centre.tileLabel}>{t("profit_total")}</span>
              <span className={`${centre.tileValue} ${toneOf(data.profit)}`}>
                {money.signed(data.profit)}
              </span>
            </div>
            {FIGURES.map(([field, labelKey]) => (
              <div key={field} className={centre.tile} data-testid={`profit-${field}`}>
                <span className={centre.tileLabel}>{t(labelKey)}</span>
                <span className={centre.tileValue}>{money.withSymbol(data[field])}</span>
              </div>
            ))}
          </div>
          <p className={centre.muted}>{t("profit_explained")}</p>
        </>
      )}
      {query !== null && <GameProfitTable query={query} />}
    </div>
  );
}
