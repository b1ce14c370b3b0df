import type { TValueOf } from "@orchid/contract/endpoint-io";
import { GAME_TYPES, type TGameType } from "@orchid/contract/games";
import { formatZonedDateTime } from "@orchid/contract/zoned-time";
import { keepPreviousData } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useApiQuery } from "../../api/api-hooks.ts";
import centre from "../../ui/centre-page.module.css";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import { QueryProblem } from "../../ui/query-problem.tsx";
import { gameTypeKey } from "../bonus/offer-summary.ts";
import table from "../member-centre/centre-table.module.css";
import { toneOf } from "../records/money-tone.ts";
import { useSiteInfo } from "../system-status/site-info-context.ts";
import { usePointsFormat } from "./use-points-format.ts";

const PAGE_SIZE = 20;

type TPointsLine = TValueOf<"pointDetails">["rows"][number];

function isGameType(value: string | null): value is TGameType {
  return GAME_TYPES.some((type) => type === value);
}

/** What a points line is about: "Bet: Slots" for a bet (the site's game-type labels), else its type. */
function useLineLabel(): (line: TPointsLine) => string {
  const { t } = useTranslation();
  return (line) =>
    line.type === "bet" && isGameType(line.gameType)
      ? t("points_type_bet_game", { game: t(gameTypeKey(line.gameType)) })
      : t(`points_type_${line.type}`);
}

/** Points details: every points line (earned on bets and deposits, spent, given back), newest first. */
export function PointsDetails() {
  const { t } = useTranslation();
  const format = usePointsFormat();
  const labelOf = useLineLabel();
  const { timeZone } = useSiteInfo().info.whitelabel;
  const [page, setPage] = useState(1);
  const details = useApiQuery(
    "pointDetails",
    { page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData, staleTime: 0 },
  );
  const labels = { time: t("record_time"), type: t("record_type"), points: t("points_points") };
  return (
    <section className={centre.page} aria-label={t("points_tab_details")} data-testid="points-details">
      {details.isError && <QueryProblem error={details.error} onRetry={() => void details.refetch()} />}
      {details.isPending && <Loader />}
      {details.data?.rows.length === 0 && (
        <EmptyState title={t("points_details_empty")} text={t("points_details_empty_text")} />
      )}
      {details.data && details.data.rows.length > 0 && (
        <div className={table.wrap}>
          <table className={table.stacks}>
            <thead>
              <tr>
                <th scope="col">{labels.time}</th>
                <th scope="col">{labels.type}</th>
                <th scope="col" className={table.end}>
                  {labels.points}
                </th>
              </tr>
            </thead>
            <tbody>
              {details.data.rows.map((line) => (
                <tr key={line.id} data-testid="points-line" data-type={line.type}>
                  <td data-label={labels.time} className={table.num}>
                    <time dateTime={line.createdAt}>
                      {formatZonedDateTime(new Date(line.createdAt), timeZone)}
                    </time>
                  </td>
                  <td data-label={labels.type}>{labelOf(line)}</td>
                  <td
                    data-label={labels.points}
                    className={`${table.end} ${table.num} ${toneOf(line.points)}`}
                  >
                    {format.signed(line.points)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {details.data && (
        <Pager
          page={details.data.page}
          totalPages={details.data.totalPages}
          onPage={setPage}
          testId="points-details-pager"
        />
      )}
    </section>
  );
}
