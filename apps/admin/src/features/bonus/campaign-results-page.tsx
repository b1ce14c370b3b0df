import type { TCampaignResults } from "@orchid/contract/bonus";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { downloadCsv } from "../../csv/csv-file.ts";
import { useFormatNumber, useFormatShortDateTime } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { useConsoleStore } from "../../store/console-store.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import { wholeNumber } from "../games/use-param-filters.ts";
import styles from "./bonus.module.css";
import { CAMPAIGN_STATE_LOOKS, TRIGGER_KEYS } from "./bonus-vocabulary.ts";
import { campaignName } from "./campaign-rules.ts";
import { ResultsChart } from "./results-chart.tsx";
import { chartSeries, resultsCsv, resultTotals } from "./results-days.ts";
import { ResultsDaysTable } from "./results-days-table.tsx";
import { useFormatGranted, useRewardSummary } from "./use-reward-summary.ts";

/**
 * One campaign's results: what it granted, what became cash (its cost), what is still locked in
 * active grants and what went back, the turnover it brought, and the same day by day as a chart,
 * a table and a CSV file.
 */
export function CampaignResultsPage() {
  const { t } = useTranslation();
  const { campaignId: rawId } = useParams();
  const id = wholeNumber(rawId ?? "");
  const query = useConsoleQuery("boCampaignResults", { id: id ?? 0 }, id !== undefined);
  if (id === undefined) return <p className="muted">{t("bo_not_found")}</p>;
  return <QueryState query={query}>{(results) => <CampaignResults results={results} />}</QueryState>;
}

function CampaignResults({ results }: { results: TCampaignResults }) {
  const { t } = useTranslation();
  const language = useConsoleStore((state) => state.language);
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const formatShort = useFormatShortDateTime();
  const summary = useRewardSummary();
  const formatGranted = useFormatGranted();
  const { campaign, days } = results;
  // A points campaign grants points (no money, no budget); the rest grant money.
  const inPoints = campaign.reward.kind === "points";
  const granted = (value: number) => formatGranted(campaign.reward, value);
  const totals = resultTotals(days);
  const look = CAMPAIGN_STATE_LOOKS[campaign.state];
  const name = campaignName(campaign.name, language);
  const figures: { key: string; value: string; testId: string }[] = [
    { key: "bo_bonus_grants", value: formatNumber(campaign.grants), testId: "grants" },
    { key: "bo_bonus_granted", value: granted(campaign.granted), testId: "granted" },
    { key: "bo_bonus_cost", value: formatMinor(results.cost), testId: "cost" },
    { key: "bo_bonus_locked", value: formatMinor(results.locked), testId: "locked" },
    { key: "bo_bonus_forfeited", value: formatMinor(totals.forfeited), testId: "forfeited" },
    { key: "bo_bonus_expired", value: formatMinor(totals.expired), testId: "expired" },
    { key: "bo_bonus_turnover", value: formatMinor(campaign.turnover), testId: "turnover" },
    {
      key: "bo_bonus_budget_left",
      value: inPoints
        ? t("bo_bonus_points_no_budget")
        : campaign.budget === null
          ? t("bo_bonus_no_limit")
          : formatMinor(campaign.budget - campaign.granted),
      testId: "budget-left",
    },
  ];

  function exportDays() {
    downloadCsv(`bonus-campaign-${campaign.id}-days.csv`, resultsCsv(days, t, { grantedInPoints: inPoints }));
  }

  return (
    <>
      <PageHeader title={t("bo_bonus_results_title", { name })}>
        <Link className="btn" to="/bonus/campaigns">
          {t("bo_bonus_all_campaigns")}
        </Link>
        <Link className="btn" to={`/bonus/grants?campaignId=${campaign.id}`}>
          {t("bo_bonus_campaign_grants")}
        </Link>
        <button
          type="button"
          className="btn"
          disabled={days.length === 0}
          onClick={exportDays}
          data-testid="bonus-results-export"
        >
          {t("bo_bonus_export_csv")}
        </button>
      </PageHeader>
      <div className="stack">
        <p className={`row ${styles.flat}`}>
          <span className={look.badge} data-state={campaign.state}>
            {t(look.key)}
          </span>
          <span>{t(TRIGGER_KEYS[campaign.trigger])}</span>
          <span className="muted">{summary(campaign.reward, campaign.wagering, campaign.gameName)}</span>
          <span className="muted">
            {formatShort(campaign.startsAt)} →{" "}
            {campaign.endsAt ? formatShort(campaign.endsAt) : t("bo_bonus_no_end")}
          </span>
        </p>
        <dl className={`card ${styles.figures}`} data-testid="bonus-results-figures">
          {figures.map((figure) => (
            <div key={figure.key} data-testid={`bonus-results-${figure.testId}`}>
              <dt>{t(figure.key)}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.note}>{t("bo_bonus_cost_hint")}</p>
        {days.length === 0 ? (
          <ResultsNotice textKey="bo_bonus_results_none" />
        ) : (
          <>
            <ResultsChart points={chartSeries(days)} formatGranted={granted} />
            <ResultsDaysTable days={days} formatGranted={granted} />
          </>
        )}
      </div>
    </>
  );
}
