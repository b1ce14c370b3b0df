import { GAME_TYPES } from "@orchid/contract/games";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { useFormatNumber } from "../../i18n/use-format.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { PagedResults } from "../../ui/paged-results.tsx";
import { CATALOGUE_FILTERS, CatalogueFilters } from "./catalogue-filters.tsx";
import { CatalogueTable } from "./catalogue-table.tsx";
import { GameEditDialog } from "./game-edit-dialog.tsx";
import { PlatformNotice } from "./platform-notice.tsx";
import { useCanChangeGames } from "./use-can-change-games.ts";
import { useIsPlatformOperator } from "./use-is-platform-operator.ts";
import { oneOf, useParamFilters } from "./use-param-filters.ts";

const PAGE_SIZE = 20;
const FLAGS = ["true", "false"] as const;

/**
 * The game catalogue (shared by every merchant): found by type, vendor, name in any language,
 * switch and hot flag; each game's names, hot place, order, switch, minimum bet and tile edited
 * by a platform operator.
 */
export function CataloguePage() {
  const { t } = useTranslation();
  const formatNumber = useFormatNumber();
  const { values, page, update, goTo } = useParamFilters(CATALOGUE_FILTERS);
  const canChange = useCanChangeGames("games.write");
  const isPlatform = useIsPlatformOperator();
  const [openId, setOpenId] = useState<number | null>(null);
  const vendors = useConsoleQuery("boGameVendors");
  const enabled = oneOf(values.enabled, FLAGS);
  const hot = oneOf(values.hot, FLAGS);
  const query = useConsoleQuery("boGames", {
    gameType: oneOf(values.gameType, GAME_TYPES),
    vendorCode: values.vendorCode || undefined,
    q: values.q || undefined,
    enabled: enabled === undefined ? undefined : enabled === "true",
    hot: hot === undefined ? undefined : hot === "true",
    page,
    pageSize: PAGE_SIZE,
  });
  const open = query.data?.rows.find((game) => game.id === openId);

  return (
    <>
      <PageHeader title={t("bo_nav_game_catalogue")} />
      <div className="stack">
        {!isPlatform && <PlatformNotice />}
        <CatalogueFilters values={values} vendors={vendors.data ?? []} onChange={update} />
        <PagedResults
          query={query}
          onPage={goTo}
          summary={(found) => (
            <p className="muted" data-testid="catalogue-total">
              {t("bo_games_found", { total: formatNumber(found.total) })}
            </p>
          )}
        >
          {(rows) => (
            <CatalogueTable rows={rows} canChange={canChange} onOpen={(game) => setOpenId(game.id)} />
          )}
        </PagedResults>
      </div>
      {open && <GameEditDialog game={open} canChange={canChange} onClose={() => setOpenId(null)} />}
    </>
  );
}
