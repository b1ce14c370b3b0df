import { and, count, desc, eq, gte, lt, type SQL, sql, sum } from "drizzle-orm";
import type { TDb } from "../../../db/database.ts";
import { members } from "../../../db/schema/accounts.ts";
import { gameRounds } from "../../../db/schema/game-play.ts";
import { games, gameVendors } from "../../../db/schema/games.ts";

export type TRoundFilter = {
  memberId?: number;
  gameId?: number;
  vendorCode?: string;
  gameType?: string;
  status?: string;
  from: Date;
  to: Date;
};

export type TConsoleRoundRow = {
  id: number;
  roundId: string;
  memberId: number;
  username: string;
  gameId: number;
  gameName: string;
  vendorCode: string;
  vendorName: string;
  gameType: string;
  stake: number;
  win: number;
  status: string;
  createdAt: Date;
  settledAt: Date | null;
};

/** The merchant's real-money rounds (free play left out) matching the filter. */
function whereOf(merchantId: number, filter: TRoundFilter): SQL | undefined {
  return and(
    eq(gameRounds.merchantId, merchantId),
    eq(gameRounds.isTrial, false),
    gte(gameRounds.createdAt, filter.from),
    lt(gameRounds.createdAt, filter.to),
    filter.memberId === undefined ? undefined : eq(gameRounds.memberId, filter.memberId),
    filter.gameId === undefined ? undefined : eq(gameRounds.gameId, filter.gameId),
    filter.vendorCode === undefined ? undefined : eq(gameRounds.vendorCode, filter.vendorCode),
    filter.gameType === undefined ? undefined : eq(gameRounds.gameType, filter.gameType),
    filter.status === undefined ? undefined : eq(gameRounds.status, filter.status),
  );
}

/** The round's columns with the member's username, the game's name in `language` (else English) and the vendor's name. */
const roundColumns = (language: string) => ({
  id: gameRounds.id,
  roundId: gameRounds.roundId,
  memberId: gameRounds.memberId,
  username: members.username,
  gameId: gameRounds.gameId,
  gameName: sql<string>`coalesce(${games.names} ->> ${language}, ${games.names} ->> 'EN', ${games.code})`,
  vendorCode: gameRounds.vendorCode,
  vendorName: gameVendors.name,
  gameType: gameRounds.gameType,
  stake: gameRounds.stake,
  win: gameRounds.win,
  status: gameRounds.status,
  createdAt: gameRounds.createdAt,
  settledAt: gameRounds.settledAt,
});

function roundsWithNames(db: TDb, language: string) {
  return db
    .select(roundColumns(language))
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, gameRounds.vendorCode));
}

/** One page of a merchant's rounds, newest first, with how many match and what they staked and won. */
export async function consoleRoundPage(
  db: TDb,
  merchantId: number,
  filter: TRoundFilter,
  page: { limit: number; offset: number; language: string },
): Promise<{ rows: TConsoleRoundRow[]; total: number; stake: number; win: number }> {
  const where = whereOf(merchantId, filter);
  const [rows, [totals]] = await Promise.all([
    roundsWithNames(db, page.language)
      .where(where)
      .orderBy(desc(gameRounds.createdAt), desc(gameRounds.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ n: count(), stake: sum(gameRounds.stake), win: sum(gameRounds.win) })
      .from(gameRounds)
      .where(where),
  ]);
  return {
    rows,
    total: totals?.n ?? 0,
    stake: Number(totals?.stake ?? 0),
    win: Number(totals?.win ?? 0),
  };
}

/** One round of the merchant with what the game reported of it. */
export async function findConsoleRound(
  db: TDb,
  merchantId: number,
  id: number,
  language: string,
): Promise<(TConsoleRoundRow & { detail: unknown }) | undefined> {
  const [row] = await db
    .select({ ...roundColumns(language), detail: gameRounds.detail })
    .from(gameRounds)
    .innerJoin(members, eq(members.id, gameRounds.memberId))
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameVendors, eq(gameVendors.code, gameRounds.vendorCode))
    .where(and(eq(gameRounds.merchantId, merchantId), eq(gameRounds.id, id)));
  return row;
}
