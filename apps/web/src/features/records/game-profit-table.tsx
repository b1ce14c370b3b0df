import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { Loader } from "../../ui/loader.tsx";
import centre from "../member-centre/centre-page.module.css";
import table from "../member-centre/centre-table.module.css";
import { QueryProblem } from "../member-centre/query-problem.tsx";
import { useMoney } from "../wallet/use-money.ts";
import styles from "./bet-record-table.module.css";
import { toneOf } from "./money-tone.ts";
import type { TPeriodQuery } from "./period-query.ts";

/** Personal profit and loss by game type over the page's period: rounds, bets, wins, result. */
export function GameProfitTable({ query }: { query: TPeriodQuery }) {
  const { t } = useTranslation();
  const money = useMoney();
  const profit = useQuery({
    queryKey: ["records", "gameProfit", query],
    queryFn: () => api.request("gameProfit", query),
    placeholderData: keepPreviousData,
  });
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
            <thead>
              <tr>
                <th scope="col">{labels.type}</th>
                <th scope="col" className={table.end}>
                  {labels.bets}
                </th>
                <th scope="col" className={table.end}>
                  {labels.stake}
                </th>
                <th scope="col" className={table.end}>
                  {labels.win}
                </th>
                <th scope="col" className={table.end}>
                  {labels.net}
                </th>
              </tr>
            </thead>
            <tbody>
              {profit.data.rows.map((row) => (
                <tr key={row.gameType} data-testid={`game-profit-${row.gameType}`}>
                  <td data-label={labels.type}>{t(`game_type_${row.gameType.toLowerCase()}`)}</td>
                  <td data-label={labels.bets} className={`${table.end} ${table.num}`}>
                    {row.bets}
                  </td>
                  <td data-label={labels.stake} className={`${table.end} ${table.num}`}>
                    {money.plain(row.stake)}
                  </td>
                  <td data-label={labels.win} className={`${table.end} ${table.num}`}>
                    {money.plain(row.win)}
                  </td>
                  <td data-label={labels.net} className={`${table.end} ${table.num} ${toneOf(row.net)}`}>
                    {money.signed(row.net)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className={styles.totals}>
                <th scope="row">{t("betrec_total")}</th>
                <td data-label={labels.bets} className={`${table.end} ${table.num}`}>
                  {profit.data.totals.bets}
                </td>
                <td data-label={labels.stake} className={`${table.end} ${table.num}`}>
                  {money.plain(profit.data.totals.stake)}
                </td>
                <td data-label={labels.win} className={`${table.end} ${table.num}`}>
                  {money.plain(profit.data.totals.win)}
                </td>
                <td
                  data-label={labels.net}
                  className={`${table.end} ${table.num} ${toneOf(profit.data.totals.net)}`}
                >
                  {money.signed(profit.data.totals.net)}
                </td>
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </section>
  );
}
