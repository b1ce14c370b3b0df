import { ROUND_STATUSES } from "@orchid/contract/backoffice-games";
import { GAME_TYPES } from "@orchid/contract/games";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { useFormatMinor } from "../../money/use-format-minor.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import styles from "./games.module.css";
import { isPeriodComplete, periodInput } from "./period-filter.tsx";
import { ROUND_FILTERS, RoundsFilters } from "./rounds-filters.tsx";
import { RoundsTable } from "./rounds-table.tsx";
import { oneOf, useParamFilters, wholeNumber } from "./use-param-filters.ts";

const PAGE_SIZE = 20;

/**
 * The merchant's game rounds: by period (its time zone), member, game, vendor, type and status,
 * newest first, with the totals of every matching round; a round opens what the game reported.
 */
export function RoundsPage() {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatNumber = useFormatNumber();
  const { values, page, update, goTo } = useParamFilters(ROUND_FILTERS);
  const [openId, setOpenId] = useState<number | null>(null);
  const vendors = useConsoleQuery("boGameVendors");
  const gameId = wholeNumber(values.gameId);
  const isQueryable = isPeriodComplete(values);
  const query = useConsoleQuery(
    "boGameRounds",
    {
      ...periodInput(values),
      username: values.username || undefined,
      gameId,
      vendorCode: values.vendorCode || undefined,
      gameType: oneOf(values.gameType, GAME_TYPES),
      status: oneOf(values.status, ROUND_STATUSES),
      page,
      pageSize: PAGE_SIZE,
    },
    isQueryable,
  );

  return (
    <>
      <PageHeader title={t("bo_nav_game_rounds")} />
      <div className="stack">
        <RoundsFilters values={values} vendors={vendors.data ?? []} onChange={update} />
        {gameId !== undefined && (
          <div className="row">
            <span className="badge">{t("bo_games_only_game", { id: gameId })}</span>
            <button type="button" className="btn btn-small" onClick={() => update({ gameId: "" })}>
              {t("bo_games_all_games")}
            </button>
          </div>
        )}
        <PagedResults
          query={query}
          isQueryable={isQueryable}
          noneKey="bo_games_rounds_none"
          onPage={goTo}
          summary={(found) => (
            <dl className={`card ${styles.totals}`} data-testid="rounds-totals">
              <div>
                <dt>{t("bo_games_rounds")}</dt>
                <dd>{formatNumber(found.totals.rounds)}</dd>
              </div>
              <div>
                <dt>{t("bo_games_stake")}</dt>
                <dd>{formatMinor(found.totals.stake)}</dd>
              </div>
              <div>
                <dt>{t("bo_games_win")}</dt>
                <dd>{formatMinor(found.totals.win)}</dd>
              </div>
              <div>
                <dt>{t("bo_games_net")}</dt>
                <dd>{formatMinor(found.totals.net)}</dd>
              </div>
            </dl>
          )}
        >
          {(rows) => (
            <RoundsTable
              rows={rows}
              openId={openId}
              onToggle={(id) => setOpenId((current) => (current === id ? null : id))}
              onGame={(id) => update({ gameId: String(id) })}
            />
          )}
        </PagedResults>
      </div>
    </>
  );
}
