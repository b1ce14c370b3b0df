import { GAME_TYPES } from "@orchid/contract/games";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { ResultsNotice } from "../../ui/results-notice.tsx";
import styles from "./games.module.css";
import { isPeriodComplete, periodInput } from "./period-filter.tsx";
import { RTP_FILTERS, RtpFilters } from "./rtp-filters.tsx";
import { RtpGameTable, RtpModelTable } from "./rtp-tables.tsx";
import { useFormatRate } from "./use-format-rate.ts";
import { oneOf, useParamFilters } from "./use-param-filters.ts";

const PAGE_SIZE = 20;
/** The platform's own maths models (the report's model filter; third-party games have none). */
const MODEL_ID = /^[a-z0-9-]{1,40}$/;

/**
 * Return to player: the merchant's settled rounds per maths model and per game over a period,
 * observed against the PAR sheet, the difference flagged when chance alone would rarely explain
 * it for that many rounds.
 */
export function RtpPage() {
  const { t } = useTranslation();
  const formatRate = useFormatRate();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { values, page, update, goTo } = useParamFilters(RTP_FILTERS);
  const vendors = useConsoleQuery("boGameVendors");
  const model = MODEL_ID.test(values.model) ? values.model : undefined;
  const isQueryable = isPeriodComplete(values);
  const query = useConsoleQuery(
    "boGameRtp",
    {
      ...periodInput(values),
      gameType: oneOf(values.gameType, GAME_TYPES),
      vendorCode: values.vendorCode || undefined,
      model,
      page,
      pageSize: PAGE_SIZE,
    },
    isQueryable,
  );
  // Models with rounds in the answer, and the one chosen (so the filter never loses its choice).
  const models = [
    ...new Set([...(query.data?.models.map((row) => row.model) ?? []), ...(model ? [model] : [])]),
  ];

  return (
    <>
      <PageHeader title={t("bo_nav_game_rtp")} />
      <div className="stack">
        <RtpFilters values={values} vendors={vendors.data ?? []} models={models} onChange={update} />
        <p className={styles.note}>{t("bo_games_rtp_explained")}</p>
        {!isQueryable ? (
          <ResultsNotice textKey="bo_queue_pick_dates" />
        ) : (
          <QueryState query={query}>
            {(report) => (
              <div className="stack">
                <dl className={`card ${styles.totals}`} data-testid="rtp-totals">
                  <div>
                    <dt>{t("bo_games_period")}</dt>
                    <dd>
                      {report.fromDay === report.toDay
                        ? report.fromDay
                        : `${report.fromDay} – ${report.toDay}`}
                    </dd>
                  </div>
                  <div>
                    <dt>{t("bo_games_rounds")}</dt>
                    <dd>{formatNumber(report.totals.rounds)}</dd>
                  </div>
                  <div>
                    <dt>{t("bo_games_stake")}</dt>
                    <dd>{formatMinor(report.totals.stake)}</dd>
                  </div>
                  <div>
                    <dt>{t("bo_games_win")}</dt>
                    <dd>{formatMinor(report.totals.win)}</dd>
                  </div>
                  <div>
                    <dt>{t("bo_games_rtp_observed")}</dt>
                    <dd>{formatRate(report.totals.observedRtp)}</dd>
                  </div>
                </dl>
                {report.total === 0 ? (
                  <ResultsNotice textKey="bo_games_rtp_none" />
                ) : (
                  <>
                    {report.models.length > 0 && (
                      <section className="stack">
                        <h2>{t("bo_games_rtp_by_model")}</h2>
                        <RtpModelTable rows={report.models} />
                      </section>
                    )}
                    <section className="stack">
                      <h2>{t("bo_games_rtp_by_game")}</h2>
                      <RtpGameTable rows={report.rows} />
                      <Pager page={report.page} totalPages={report.totalPages} onPage={goTo} />
                    </section>
                  </>
                )}
              </div>
            )}
          </QueryState>
        )}
      </div>
    </>
  );
}
