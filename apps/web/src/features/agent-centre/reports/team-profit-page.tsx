import type { TTeamProfitPage } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import table from "../../member-centre/centre-table.module.css";
import { MoneyCell } from "../../records/money-cell.tsx";
import { RecordsTableHead } from "../../records/records-table-head.tsx";
import { useFigures } from "../use-figures.ts";
import { ReportShell } from "./report-shell.tsx";

const END_COLUMNS = ["bets", "betAmount", "validBet", "prizes", "rebate", "bonus", "profit"] as const;

function TeamProfitTable({ page }: { page: TTeamProfitPage }) {
  const { t } = useTranslation();
  const figures = useFigures();
  const labels = {
    day: t("agc_day"),
    username: t("field_username"),
    bets: t("agc_profit_bets"),
    betAmount: t("agc_total_bets"),
    validBet: t("agc_total_valid_bets"),
    prizes: t("agc_total_prizes"),
    rebate: t("agc_profit_rebate"),
    bonus: t("agc_profit_bonus"),
    profit: t("agc_bet_profit"),
  };
  const { totals } = page;
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="team-profit-table">
        <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
        <tbody>
          {page.rows.map((row) => (
            <tr key={`${row.day}:${row.username}`} data-testid="team-profit-row">
              <td data-label={labels.day} className={table.num}>
                {row.day}
              </td>
              <td data-label={labels.username}>
                <bdi>{row.username}</bdi>
              </td>
              <td data-label={labels.bets} className={`${table.end} ${table.num}`}>
                {figures.count(row.bets)}
              </td>
              <MoneyCell label={labels.betAmount} minor={row.betAmount} />
              <MoneyCell label={labels.validBet} minor={row.validBet} />
              <MoneyCell label={labels.prizes} minor={row.prizes} />
              <MoneyCell label={labels.rebate} minor={row.rebate} />
              <MoneyCell label={labels.bonus} minor={row.bonus} />
              <MoneyCell label={labels.profit} minor={row.profit} isSigned />
            </tr>
          ))}
          <tr data-testid="team-profit-totals">
            <th scope="row" colSpan={2}>
              {t("agc_totals")}
            </th>
            <td data-label={labels.bets} className={`${table.end} ${table.num}`}>
              {figures.count(totals.bets)}
            </td>
            <MoneyCell label={labels.betAmount} minor={totals.betAmount} />
            <MoneyCell label={labels.validBet} minor={totals.validBet} />
            <MoneyCell label={labels.prizes} minor={totals.prizes} />
            <MoneyCell label={labels.rebate} minor={totals.rebate} />
            <MoneyCell label={labels.bonus} minor={totals.bonus} />
            <MoneyCell label={labels.profit} minor={totals.profit} isSigned testId="team-profit-total" />
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** User profit and loss statements: each team member's result per day, with the period's totals. */
export function TeamProfitPage() {
  return (
    <ReportShell
      testId="team-profit"
      call="teamProfit"
      toQuery={({ username, ...rest }) => ({ ...rest, username: username || undefined })}
    >
      {(page) => <TeamProfitTable page={page} />}
    </ReportShell>
  );
}
