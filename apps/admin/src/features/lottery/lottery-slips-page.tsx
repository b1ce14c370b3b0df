import { SLIP_STATES } from "@orchid/contract/lottery";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import styles from "../games/games.module.css";
import { isPeriodComplete, periodInput } from "../games/period-filter.tsx";
import { oneOf, useParamFilters, wholeNumber } from "../games/use-param-filters.ts";
import { SlipsExportButton } from "./slips-export-button.tsx";
import { SLIP_FILTERS, SlipsFilters } from "./slips-filters.tsx";
import { SlipsTable } from "./slips-table.tsx";

const PAGE_SIZE = 20;

/**
 * The merchant's lottery slips: by period (its time zone), member, game, draw and state, newest
 * first, each with its lines, with the totals of every matching slip, and the whole search as CSV.
 */
export function LotterySlipsPage() {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { values, page, update, goTo } = useParamFilters(SLIP_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const games = useConsoleQuery("boLotteryGames");
  const drawId = wholeNumber(values.drawId);
  const isQueryable = isPeriodComplete(values);
  const search = {
    ...periodInput(values),
    username: values.username || undefined,
    gameCode: values.gameCode || undefined,
    drawId,
    state: oneOf(values.state, SLIP_STATES),
  };
  const query = useConsoleQuery("boLotterySlips", { ...search, page, pageSize: PAGE_SIZE }, isQueryable);

  return (
    <>
      <PageHeader title={t("bo_nav_lottery_slips")}>
        <SlipsExportButton query={search} disabled={!isQueryable || !query.data?.total} />
      </PageHeader>
      <div className="stack">
        <SlipsFilters values={values} games={games.data ?? []} onChange={update} />
        {drawId !== undefined && (
          <div className="row">
            <span className="badge">{t("bo_lottery_only_draw", { id: drawId })}</span>
            <button type="button" className="btn btn-small" onClick={() => update({ drawId: "" })}>
              {t("bo_lottery_all_draws")}
            </button>
          </div>
        )}
        <PagedResults
          query={query}
          isQueryable={isQueryable}
          noneKey="bo_lottery_slips_none"
          onPage={goTo}
          summary={(found) => (
            <dl className={`card ${styles.totals}`} data-testid="lottery-slips-totals">
              <div>
                <dt>{t("bo_lottery_slips")}</dt>
                <dd>{formatNumber(found.totals.slips)}</dd>
              </div>
              <div>
                <dt>{t("bo_games_stake")}</dt>
                <dd>{formatMinor(found.totals.stake)}</dd>
              </div>
              <div>
                <dt>{t("bo_games_win")}</dt>
                <dd>{formatMinor(found.totals.win)}</dd>
              </div>
            </dl>
          )}
        >
          {(rows) => (
            <SlipsTable
              rows={rows}
              openId={openId}
              onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
            />
          )}
        </PagedResults>
      </div>
    </>
  );
}
