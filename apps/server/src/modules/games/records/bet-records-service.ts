import type {
  TBetRecord,
  TBetRecordPage,
  TGameProfit,
  TGameType,
  ZBetRecordQuery,
  ZGameProfitQuery,
} from "@orchid/contract/games";
import type { z } from "zod";
import type { TDb } from "../../../db/database.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { resolvePeriod } from "../../wallet/index.ts";
import { listBetRecords, sumBetRecords, sumGameDays, type TBetRecordRow } from "./bet-records-repo.ts";

const iso = (value: string | Date) => new Date(value).toISOString();

function presentBetRecord(row: TBetRecordRow): TBetRecord {
  const stake = Number(row.stake);
  const win = Number(row.win);
  return {
    id: Number(row.id),
    roundId: row.round_id,
    gameName: row.game_name,
    gameType: row.game_type as TGameType,
    vassalage: row.vendor_code,
    vendorName: row.vendor_name,
    stake,
    win,
    net: win - stake,
    status: row.status,
    placedAt: iso(row.created_at),
    settledAt: row.settled_at === null ? null : iso(row.settled_at),
  };
}

/** `GET /wps/game/records` (personalHistoryCopy): the member's rounds over a period in the merchant's zone. */
export async function betRecords(
  db: TDb,
  merchant: TMerchant,
  memberId: number,
  query: z.output<typeof ZBetRecordQuery>,
  language: string,
  now: Date,
): Promise<TBetRecordPage> {
  const period = resolvePeriod(query, merchant.timeZone, now);
  const filter = {
    memberId,
    from: period.from,
    to: period.to,
    gameType: query.gameType,
    vendorCode: query.vassalage,
    status: query.status,
  };
  const [rows, sums] = await Promise.all([
    listBetRecords(db, filter, language, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
    sumBetRecords(db, filter),
  ]);
  return {
    rows: rows.map(presentBetRecord),
    page: query.page,
    pageSize: query.pageSize,
    total: sums.count,
    totalPages: Math.ceil(sums.count / query.pageSize),
    totals: { stake: sums.stake, win: sums.win, net: sums.win - sums.stake },
  };
}

/** `GET /wps/game/profit`: profit and loss by game type, read from the daily rollups. */
export async function gameProfit(
  db: TDb,
  merchant: TMerchant,
  memberId: number,
  query: z.output<typeof ZGameProfitQuery>,
  now: Date,
): Promise<TGameProfit> {
  const period = resolvePeriod(query, merchant.timeZone, now);
  const rows = (await sumGameDays(db, memberId, period.fromDay, period.toDay)).map((row) => {
    const stake = Number(row.stake);
    const win = Number(row.win);
    return { gameType: row.game_type as TGameType, bets: Number(row.bets), stake, win, net: win - stake };
  });
  const totals = rows.reduce(
    (sum, row) => ({
      bets: sum.bets + row.bets,
      stake: sum.stake + row.stake,
      win: sum.win + row.win,
      net: sum.net + row.net,
    }),
    { bets: 0, stake: 0, win: 0, net: 0 },
  );
  return { rows, totals };
}
