import { DRAW_SOURCES } from "@orchid/contract/backoffice-lottery";
import { DRAW_STATES } from "@orchid/contract/lottery";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { isPeriodComplete, periodInput } from "../games/period-filter.tsx";
import { oneOf, useParamFilters } from "../games/use-param-filters.ts";
import { DRAW_FILTERS, DrawsFilters } from "./draws-filters.tsx";
import { DrawsTable } from "./draws-table.tsx";

const PAGE_SIZE = 20;

/**
 * The draw audit: draws by draw time, game, state and source, latest first; a draw opens its
 * times, commitment, seed, result, settlement and the merchant's liability and totals.
 */
export function LotteryDrawsPage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const { values, page, update, goTo } = useParamFilters(DRAW_FILTERS);
  const games = useConsoleQuery("boLotteryGames");
  const isQueryable = isPeriodComplete(values);
  const query = useConsoleQuery(
    "boLotteryDraws",
    {
      ...periodInput(values),
      gameCode: values.gameCode || undefined,
      state: oneOf(values.state, DRAW_STATES),
      source: oneOf(values.source, DRAW_SOURCES),
      page,
      pageSize: PAGE_SIZE,
    },
    isQueryable,
  );

  return (
    <>
      <PageHeader title={t("bo_nav_lottery_draws")} />
      <div className="stack">
        <DrawsFilters values={values} games={games.data ?? []} onChange={update} />
        <PagedResults
          query={query}
          isQueryable={isQueryable}
          noneKey="bo_lottery_draws_none"
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="lottery-draws-total">
              {t("bo_lottery_draws_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => <DrawsTable rows={rows} />}
        </PagedResults>
      </div>
    </>
  );
}
