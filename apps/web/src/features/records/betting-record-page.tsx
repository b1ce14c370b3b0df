import { GAME_TYPES, type TGameType } from "@orchid/contract/games";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../api/api-client.ts";
import { useAppStore } from "../../store/app-store.ts";
import { EmptyState } from "../../ui/empty-state.tsx";
import { Loader } from "../../ui/loader.tsx";
import { Pager } from "../../ui/pager.tsx";
import form from "../auth/auth-form.module.css";
import centre from "../member-centre/centre-page.module.css";
import { QueryProblem } from "../member-centre/query-problem.tsx";
import { BetRecordTable } from "./bet-record-table.tsx";
import { DatePresetFilter } from "./date-preset-filter.tsx";
import { periodQuery, type TPeriod } from "./period-query.ts";
import { usePeriod } from "./use-period.ts";

const PAGE_SIZE = 20;

/** Betting record (personalHistoryCopy): the member's game rounds of a period, by game type, paged. */
export function BettingRecordPage() {
  const { t } = useTranslation();
  const language = useAppStore((state) => state.language) ?? undefined;
  const [period, setPeriod] = usePeriod();
  const [gameType, setGameType] = useState<TGameType | "">("");
  const [page, setPage] = useState(1);
  const range = periodQuery(period);
  const query = range && { ...range, gameType: gameType || undefined, page, pageSize: PAGE_SIZE, language };
  const records = useQuery({
    queryKey: ["records", "bets", query],
    queryFn: () => api.request("betRecords", query ?? {}),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });

  function handlePeriod(next: TPeriod) {
    setPeriod(next);
    setPage(1);
  }

  return (
    <div className={centre.page} data-testid="betting-record">
      <div className={centre.card}>
        <DatePresetFilter value={period} onChange={handlePeriod} />
        <label className={form.field}>
          <span className={form.label}>{t("betrec_game_type")}</span>
          <select
            className={form.input}
            value={gameType}
            data-testid="betrec-game-type"
            onChange={(event) => {
              setGameType(event.target.value as TGameType | "");
              setPage(1);
            }}
          >
            <option value="">{t("betrec_all_types")}</option>
            {GAME_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(`game_type_${value.toLowerCase()}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {records.isError && <QueryProblem error={records.error} onRetry={() => void records.refetch()} />}
      {records.isPending && query !== null && <Loader />}
      {records.data &&
        (records.data.rows.length === 0 ? (
          <EmptyState title={t("betrec_empty_title")} text={t("betrec_empty_text")} />
        ) : (
          <>
            <BetRecordTable page={records.data} />
            <Pager
              page={records.data.page}
              totalPages={records.data.totalPages}
              onPage={setPage}
              testId="betrec-pager"
            />
          </>
        ))}
    </div>
  );
}
