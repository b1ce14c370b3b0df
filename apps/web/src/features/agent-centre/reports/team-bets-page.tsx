import type { TTeamBetPage } from "@orchid/contract/agent";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { useTranslation } from "react-i18next";
import table from "../../member-centre/centre-table.module.css";
import { MoneyCell } from "../../records/money-cell.tsx";
import { RecordsTableHead } from "../../records/records-table-head.tsx";
import { useSiteInfo } from "../../system-status/site-info-context.ts";
import { ReportShell } from "./report-shell.tsx";

const END_COLUMNS = ["stake", "validBet", "win", "profit"] as const;

function TeamBetTable({ rows }: { rows: TTeamBetPage["rows"] }) {
  const { t } = useTranslation();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const labels = {
    time: t("record_time"),
    username: t("field_username"),
    game: t("agc_bet_game"),
    stake: t("agc_bet_stake"),
    validBet: t("agc_total_valid_bets"),
    win: t("agc_bet_win"),
    profit: t("agc_bet_profit"),
    status: t("record_status"),
  };
  return (
    <div className={table.wrap}>
      <table className={table.stacks} data-testid="team-bet-table">
        <RecordsTableHead labels={labels} endColumns={END_COLUMNS} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.roundId} data-testid="team-bet-row">
              <td data-label={labels.time} className={table.num}>
                {formatZonedDateTime(new Date(row.createdAt), timeZone)}
              </td>
              <td data-label={labels.username}>
                <bdi>{row.username}</bdi>
              </td>
              <td data-label={labels.game}>
                <bdi>{row.gameName}</bdi> · {row.vendor}
              </td>
              <MoneyCell label={labels.stake} minor={row.stake} />
              <MoneyCell label={labels.validBet} minor={row.validBet} />
              <MoneyCell label={labels.win} minor={row.win} />
              <MoneyCell label={labels.profit} minor={row.profit} isSigned />
              <td data-label={labels.status}>
                {t(`agc_bet_status_${row.status}`, { defaultValue: row.status })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Team betting history: the team's rounds of a period, newest first, by member. */
export function TeamBetsPage() {
  return (
    <ReportShell
      testId="team-bets"
      call="teamBets"
      toQuery={({ username, ...rest }) => ({ ...rest, username: username || undefined })}
    >
      {(page) => <TeamBetTable rows={page.rows} />}
    </ReportShell>
  );
}
