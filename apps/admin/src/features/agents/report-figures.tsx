import type { TTeamTotals } from "@orchid/contract/agent";
import { useTranslation } from "react-i18next";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import styles from "./agents.module.css";

/** The overview's figures in the agent centre's order: counts, then money (minor units). */
const FIGURES: { field: keyof TTeamTotals; key: string; money: boolean }[] = [
  { field: "teamSize", key: "bo_agents_report_team_size", money: false },
  { field: "registrations", key: "bo_agents_report_registrations", money: false },
  { field: "bettors", key: "bo_agents_report_bettors", money: false },
  { field: "firstDepositors", key: "bo_agents_report_first_depositors", money: false },
  { field: "depositors", key: "bo_agents_report_depositors", money: false },
  { field: "teamBalance", key: "bo_agents_report_team_balance", money: true },
  { field: "deposits", key: "bo_agents_report_deposits", money: true },
  { field: "withdrawals", key: "bo_agents_report_withdrawals", money: true },
  { field: "betAmount", key: "bo_agents_report_bets", money: true },
  { field: "validBet", key: "bo_agents_report_valid_bet", money: true },
  { field: "prizes", key: "bo_agents_report_prizes", money: true },
  { field: "betRebate", key: "bo_agents_report_bet_rebate", money: true },
  { field: "agentRebate", key: "bo_agents_report_agent_rebate", money: true },
  { field: "activityBonus", key: "bo_agents_report_activity_bonus", money: true },
  { field: "wages", key: "bo_agents_report_wages", money: true },
  { field: "netProfit", key: "bo_agents_report_net_profit", money: true },
];

/** The team's totals for the period; a negative result (the team lost) reads in red. */
export function ReportFigures(props: { totals: TTeamTotals }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  return (
    <dl className={styles.figures} data-testid="report-figures">
      {FIGURES.map(({ field, key, money }) => {
        const value = props.totals[field];
        return (
          <div key={field} className={styles.figure}>
            <dt>{t(key)}</dt>
            <dd className={value < 0 ? styles.negative : undefined}>
              {money ? formatMinor(value) : formatNumber(value)}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
