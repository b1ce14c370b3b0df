import type { TBoDashboard, TBoDashboardDay } from "@orchid/contract/backoffice-dashboard";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import styles from "./dashboard-page.module.css";
import { MiniChart } from "./mini-chart.tsx";
import { StatCard } from "./stat-card.tsx";
import { useFormatDay } from "./use-format-day.ts";

type TDayFigure = Exclude<keyof TBoDashboardDay, "day">;

type TFigure = { figure: TDayFigure; labelKey: string };

/** The daily counts, in display order. */
const DAY_FIGURES: TFigure[] = [
  { figure: "registrations", labelKey: "bo_dash_registrations" },
  { figure: "logins", labelKey: "bo_dash_logins" },
  { figure: "activeMembers", labelKey: "bo_dash_active_members" },
];

/** The daily money figures (minor units); bets and GGR join them when the server reports them. */
const MONEY_FIGURES: TFigure[] = [
  { figure: "deposits", labelKey: "bo_dash_deposits" },
  { figure: "withdrawals", labelKey: "bo_dash_withdrawals" },
];

const TOTALS: { figure: keyof TBoDashboard["totals"]; labelKey: string }[] = [
  { figure: "members", labelKey: "bo_dash_total_members" },
  { figure: "lockedMembers", labelKey: "bo_dash_total_locked" },
  { figure: "agents", labelKey: "bo_dash_total_agents" },
  { figure: "pendingDeposits", labelKey: "bo_dash_pending_deposits" },
  { figure: "pendingWithdrawals", labelKey: "bo_dash_pending_withdrawals" },
];

/** Today's activity of the merchant with the last 14 days beside each figure, and its totals. */
export function DashboardPage() {
  const { t } = useTranslation();
  const query = useConsoleQuery("boDashboard");
  return (
    <>
      <PageHeader title={t("bo_nav_dashboard")} />
      <QueryState query={query}>{(dashboard) => <DashboardFigures dashboard={dashboard} />}</QueryState>
    </>
  );
}

function DashboardFigures({ dashboard }: { dashboard: TBoDashboard }) {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const formatMinor = useFormatMinor();
  const formatDay = useFormatDay();

  const cards = (figures: TFigure[], format: (value: number) => string) =>
    figures.map(({ figure, labelKey }) => (
      <StatCard
        key={figure}
        label={t(labelKey)}
        value={format(dashboard.today[figure])}
        testId={`dash-${figure}`}
      >
        <p className={styles.chartTitle}>{t("bo_dash_last_days", { days: dashboard.days.length })}</p>
        <MiniChart
          title={t(labelKey)}
          format={format}
          points={dashboard.days.map((day) => ({ label: formatDay(day.day), value: day[figure] }))}
        />
      </StatCard>
    ));

  return (
    <div className={styles.page}>
      <section className="stack" aria-labelledby="dash-today">
        <div className={styles.sectionHead}>
          <h2 id="dash-today">{t("bo_dash_today", { day: formatDay(dashboard.today.day) })}</h2>
          <span className="muted">{t("bo_dash_time_zone", { zone: dashboard.timeZone })}</span>
        </div>
        <div className={styles.grid}>{cards(DAY_FIGURES, formatNumber)}</div>
        <div className={styles.grid}>{cards(MONEY_FIGURES, formatMinor)}</div>
      </section>

      <section className="stack" aria-labelledby="dash-totals">
        <h2 id="dash-totals">{t("bo_dash_totals")}</h2>
        <div className={styles.grid}>
          {TOTALS.map(({ figure, labelKey }) => (
            <StatCard
              key={figure}
              label={t(labelKey)}
              value={formatNumber(dashboard.totals[figure])}
              testId={`dash-total-${figure}`}
            />
          ))}
        </div>
      </section>
    </div>
  );
}
