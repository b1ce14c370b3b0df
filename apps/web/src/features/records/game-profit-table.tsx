import { keepPreviousData } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import centre from "../../ui/centre-page.module.css";
import { Loader } from "../../ui/loader.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import table from "../member-centre/centre-table.module.css";
import styles from "./bet-record-table.module.css";
import { MoneyCell } from "./money-cell.tsx";
import type { TPeriodQuery } from "./period-query.ts";
import { RecordsTableHead } from "./records-table-head.tsx";

const END_COLUMNS = ["bets", "stake", "win", "net"] as const;

/** Personal profit and loss by game type over the page's period: rounds, bets, wins, result. */
export function GameProfitTable({ query }: { query: TPeriodQuery }) {
  const { t } = useTranslation();
  const profit = useApiQuery("gameProfit", query, { placeholderData: keepPreviousData });
  const labels = {
    type: t("betrec_game_type"),
    bets: t("betrec_rounds"),
    stake: t("betrec_stake"),
    win: t("betrec_win"),
    net: t("betrec_net"),
  };
  return (
    <section className={centre.card} data-testid="game-profit">
      <h4 className={centre.cardTitle}>{t("betrec_by_type")}</h4>
      {profit.isError && <QueryProblem error={profit.error} onRetry={() => void profit.refetch()} />}
      {profit.isPending && <Loader />}
      {profit.data && profit.data.rows.length === 0 && (
        <p className={centre.muted}>{t("betrec_by_type_empty")}</p>
      )}
      {profit.data && profit.data.rows.length > 0 && (
        <div className={table.wrap}>
          <table className={table.stacks}>
            <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
            <tbody>
              {profit.data.rows.map((row) => (
                <tr key={row.gameType} data-testid={`game-profit-${row.gameType}`}>
                  <td data-label={labels.type}>{t(`game_type_${row.gameType.toLowerCase()}`)}</td>
                  <td data-label={labels.bets} className={`${table.end} ${table.num}`}>
                    {row.bets}
                  </td>
                  <MoneyCell label={labels.stake} minor={row.stake} />
                  <MoneyCell label={labels.win} minor={row.win} />
                  <MoneyCell label={labels.net} minor={row.net} isSigned />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.totals}>
                <th scope="row">{t("betrec_total")}</th>
                <td data-label={labels.bets} className={`${table.end} ${table.num}`}>
                  {profit.data.totals.bets}
                </td>
                <MoneyCell label={labels.stake} minor={profit.data.totals.stake} />
                <MoneyCell label={labels.win} minor={profit.data.totals.win} />
                <MoneyCell label={labels.net} minor={profit.data.totals.net} isSigned />
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
