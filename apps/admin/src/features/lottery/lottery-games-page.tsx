import { useTranslation } from "react-i18next";
import { useConsoleQuery } from "../../api/use-console-call.ts";
import { PageHeader } from "../../ui/page-header.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { GamesTable } from "../games/games-table.tsx";
import { LotteryGameRow } from "./lottery-game-row.tsx";
import { LotteryPlatformNotice } from "./lottery-platform-notice.tsx";
import { useCanActOnDraws } from "./use-can-act-on-draws.ts";
import { useScheduleWords } from "./use-schedule-words.ts";

const COLUMNS = [
  "bo_lottery_game",
  "bo_lottery_family",
  "bo_lottery_schedule",
  "bo_lottery_source",
  "bo_games_enabled",
];
const NO_NUMBERS: ReadonlySet<string> = new Set(["bo_action"]);

/**
 * The lottery games Orchid runs for every merchant, in lobby order: their schedule, where their
 * results come from, and their switch (platform operators with lottery.draws change it).
 */
export function LotteryGamesPage() {
  const { t } = useTranslation();
  const query = useConsoleQuery("boLotteryGames");
  const canChange = useCanActOnDraws();
  const words = useScheduleWords();
  return (
    <>
      <PageHeader title={t("bo_nav_lottery_games")} />
      <div className="stack">
        {!canChange && <LotteryPlatformNotice />}
        <p className="muted">{t("bo_lottery_games_explained")}</p>
        <QueryState query={query}>
          {(games) => (
            <GamesTable
              columns={canChange ? [...COLUMNS, "bo_action"] : COLUMNS}
              numberColumns={NO_NUMBERS}
              testId="lottery-games-table"
            >
              {games.map((game) => (
                <LotteryGameRow
                  key={game.code}
                  game={game}
                  schedule={words(game.schedule)}
                  canChange={canChange}
                />
              ))}
            </GamesTable>
          )}
        </QueryState>
      </div>
    </>
  );
}
