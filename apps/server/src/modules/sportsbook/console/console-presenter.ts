import type { TBoBookEventRow, TBoBookTrading } from "@orchid/contract/backoffice-book";
import { priceFor } from "../board/board-presenter.ts";
import type { TBookSettingsRow } from "../book-settings.ts";
import type { TConsoleEventRaw, TResultAuditRow, TTradingRow } from "./console-repo.ts";

const iso = (value: string | Date) => new Date(value).toISOString();
const num = (value: string | number | null) => (value === null ? null : Number(value));

export function presentConsoleEvent(row: TConsoleEventRaw, merchantId: number): TBoBookEventRow {
  return {
    id: Number(row.id),
    sport: row.sport as TBoBookEventRow["sport"],
    title: row.title as TBoBookEventRow["title"],
    competition: row.competition,
    kind: row.kind as TBoBookEventRow["kind"],
    home: row.home,
    away: row.away,
    startsAt: iso(row.starts_at),
    state: row.state as TBoBookEventRow["state"],
    score: row.score ?? null,
    own: row.merchant_id === merchantId,
    openBets: Number(row.open_bets),
    openStake: Number(row.open_stake),
    maxLiability: Number(row.max_liability),
    resultRound: row.result_round,
    settledRound: row.settled_round,
  };
}

export function presentTrading(
  event: TBoBookEventRow,
  rows: readonly TTradingRow[],
  results: readonly TResultAuditRow[],
  pendingApprovalId: number | null,
  settings: TBookSettingsRow,
): TBoBookTrading {
  const markets = new Map<number, TBoBookTrading["markets"][number]>();
  for (const row of rows) {
    const id = Number(row.market_id);
    const market = markets.get(id) ?? {
      id,
      key: row.key,
      type: row.type as TBoBookTrading["markets"][number]["type"],
      line: row.line,
      map: row.map,
      state: row.market_state as TBoBookTrading["markets"][number]["state"],
      maxStake: num(row.max_stake),
      selections: [],
    };
    market.selections.push({
      id: Number(row.selection_id),
      code: row.code,
      name: row.name,
      feedOdds: row.odds,
      odds: priceFor(settings, row.type, row.odds),
      open: row.open,
      bets: row.bets ?? 0,
      stake: Number(row.stake ?? 0),
      liability: Number(row.liability ?? 0),
    });
    markets.set(id, market);
  }
  return {
    event,
    markets: [...markets.values()],
    results: results.map((result) => ({
      round: result.round,
      result: result.result,
      source: result.source,
      enteredBy: result.entered_by,
      approvedBy: result.approved_by,
      recordedAt: iso(result.recorded_at),
      settledAt: result.settled_at === null ? null : iso(result.settled_at),
      bets: result.bets,
      paid: num(result.paid),
      takenBack: num(result.taken_back),
    })),
    pendingApprovalId,
  };
}
