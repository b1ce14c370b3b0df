import type { TTeamTotals } from "@orchid/contract/agent";
import { keepPreviousData } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../../api/api-hooks.ts";
import centre from "../../../ui/centre-page.module.css";
import { Loader } from "../../../ui/loader.tsx";
import { QueryProblem } from "../../../ui/query-problem.tsx";
import { toneOf } from "../../records/money-tone.ts";
import { agentPeriodQuery, FIRST_AGENT_PERIOD } from "../period/agent-period.ts";
import { AgentPeriodFilter } from "../period/agent-period-filter.tsx";
import { useFigures } from "../use-figures.ts";
import type { TChartSeries } from "./day-chart.tsx";

/** The chart library loads with the first chart, never with the panel's menu. */
const DayChart = lazy(() => import("./day-chart.tsx").then((m) => ({ default: m.DayChart })));

/** The chart: deposits and withdrawals as bars, valid bets and the team's net result as lines. */
const OVERVIEW_SERIES: readonly TChartSeries[] = [
  { field: "deposits", labelKey: "agc_total_deposits", colour: "var(--success)", shape: "bar" },
  { field: "withdrawals", labelKey: "agc_total_withdrawals", colour: "var(--danger)", shape: "bar" },
  { field: "validBet", labelKey: "agc_total_valid_bets", colour: "var(--accent)", shape: "line" },
  { field: "netProfit", labelKey: "agc_total_net_profit", colour: "var(--gold)", shape: "line" },
];

type TCard = readonly [keyof TTeamTotals, string, "count" | "money"];

/** The team totals in display order: field, label key and how the value reads. */
const CARDS: readonly TCard[] = [
  ["bettors", "agc_total_bettors", "count"],
  ["registrations", "agc_total_registrations", "count"],
  ["teamSize", "agc_total_team_size", "count"],
  ["firstDepositors", "agc_total_first_depositors", "count"],
  ["depositors", "agc_total_depositors", "count"],
  ["teamBalance", "agc_total_team_balance", "money"],
  ["deposits", "agc_total_deposits", "money"],
  ["withdrawals", "agc_total_withdrawals", "money"],
  ["betAmount", "agc_total_bets", "money"],
  ["validBet", "agc_total_valid_bets", "money"],
  ["prizes", "agc_total_prizes", "money"],
  ["betRebate", "agc_total_bet_rebate", "money"],
  ["agentRebate", "agc_total_agent_rebate", "money"],
  ["activityBonus", "agc_total_activity_bonus", "money"],
  ["wages", "agc_total_wages", "money"],
];

/** Team overview (the panel's first page): a period's team figures as cards, and a chart per day. */
export function TeamOverviewPage() {
  const { t } = useTranslation();
  const figures = useFigures();
  const [period, setPeriod] = useState(FIRST_AGENT_PERIOD);
  const query = agentPeriodQuery(period);
  const overview = useApiQuery("teamOverview", query ?? undefined, {
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
  const data = overview.data;
  return (
    <div className={centre.page} data-testid="team-overview">
      <div className={centre.card}>
        <AgentPeriodFilter value={period} onChange={setPeriod} />
      </div>
      {overview.isError && <QueryProblem error={overview.error} onRetry={() => void overview.refetch()} />}
      {overview.isPending && query !== null && <Loader />}
      {data && (
        <>
          <p className={centre.muted}>
            {t("agc_period_shown", { from: data.period.fromDay, to: data.period.toDay })}
          </p>
          <div className={centre.tiles}>
            {CARDS.map(([field, labelKey, kind]) => (
              <div key={field} className={centre.tile} data-testid={`overview-${field}`}>
                <span className={centre.tileLabel}>{t(labelKey)}</span>
                <span className={centre.tileValue}>
                  {kind === "count"
                    ? figures.count(data.totals[field])
                    : figures.withSymbol(data.totals[field])}
                </span>
              </div>
            ))}
            <div className={centre.tile} data-testid="overview-netProfit">
              <span className={centre.tileLabel}>{t("agc_total_net_profit")}</span>
              <span className={`${centre.tileValue} ${toneOf(data.totals.netProfit)}`}>
                {figures.signed(data.totals.netProfit)}
              </span>
            </div>
          </div>
          {data.days.length > 0 && (
            <Suspense fallback={<Loader />}>
              <DayChart days={data.days} series={OVERVIEW_SERIES} testId="overview-chart" />
            </Suspense>
          )}
        </>
      )}
    </div>
  );
}
