import { findSlotModel } from "@orchid/games/models/slot-models";
import type { TSlotModel } from "@orchid/games/slot-model";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

/** A campaign reward of points or free spins, as stored (decisions/0022). */
export type TAward = {
  id: number;
  merchantId: number;
  memberId: number;
  campaignId: number;
  key: string;
  kind: "points" | "free_spins";
  points: number;
  gameId: number | null;
  spins: number;
  used: number;
  lines: number;
  betPerLine: number;
  won: number;
  state: "active" | "done" | "expired";
  grantId: number | null;
  expiresAt: Date;
  grantedAt: Date;
  closedAt: Date | null;
};

type TAwardRow = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  campaign_id: number;
  key: string;
  kind: TAward["kind"];
  points: string | number;
  game_id: number | null;
  spins: number;
  used: number;
  lines: number;
  bet_per_line: string | number;
  won: string | number;
  state: TAward["state"];
  grant_id: string | number | null;
  expires_at: Date | string;
  granted_at: Date | string;
  closed_at: Date | string | null;
};

const AWARD_COLUMNS = sql.raw(
  "id, merchant_id, member_id, campaign_id, key, kind, points, game_id, spins, used, lines, bet_per_line, won, state, grant_id, expires_at, granted_at, closed_at",
);

function awardOf(row: TAwardRow): TAward {
  return {
    id: Number(row.id),
    merchantId: row.merchant_id,
    memberId: row.member_id,
    campaignId: row.campaign_id,
    key: row.key,
    kind: row.kind,
    points: Number(row.points),
    gameId: row.game_id,
    spins: row.spins,
    used: row.used,
    lines: row.lines,
    betPerLine: Number(row.bet_per_line),
    won: Number(row.won),
    state: row.state,
    grantId: row.grant_id === null ? null : Number(row.grant_id),
    expiresAt: new Date(row.expires_at),
    grantedAt: new Date(row.granted_at),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
  };
}

const awardsOf = (result: unknown) => rowsOf<TAwardRow>(result).map(awardOf);

export type TNewAward = Omit<TAward, "id" | "used" | "won" | "grantId" | "closedAt">;

/** Stores a new award; undefined when one with that key exists already. */
export async function insertAward(tx: TTx, award: TNewAward): Promise<TAward | undefined> {
  return awardsOf(
    await tx.execute(sql`
      insert into bonus_awards (merchant_id, member_id, campaign_id, key, kind, points, game_id, spins, lines,
        bet_per_line, state, expires_at, granted_at, closed_at)
      values (${award.merchantId}, ${award.memberId}, ${award.campaignId}, ${award.key}, ${award.kind},
        ${award.points}, ${award.gameId}, ${award.spins}, ${award.lines}, ${award.betPerLine}, ${award.state},
        ${award.expiresAt.toISOString()}::timestamptz, ${award.grantedAt.toISOString()}::timestamptz,
        ${award.state === "active" ? null : award.grantedAt.toISOString()}::timestamptz)
      on conflict (merchant_id, key) do nothing
      returning ${AWARD_COLUMNS}`),
  )[0];
}

/** Whether the member already holds an award of the campaign (any state). */
export async function hasAwardOf(tx: TDb | TTx, campaignId: number, memberId: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from bonus_awards where campaign_id = ${campaignId} and member_id = ${memberId} limit 1`),
  );
  return rows.length > 0;
}

/** The member's oldest free spin pack still to play on this game at `at`. */
export async function activeSpins(
  db: TDb | TTx,
  memberId: number,
  gameId: number,
  at: Date,
  lock = false,
): Promise<TAward | undefined> {
  return awardsOf(
    await db.execute(sql`
      select ${AWARD_COLUMNS} from bonus_awards
      where member_id = ${memberId} and game_id = ${gameId} and kind = 'free_spins' and state = 'active'
        and used < spins and expires_at > ${at.toISOString()}::timestamptz
      order by id limit 1 ${lock ? sql`for update` : sql``}`),
  )[0];
}

/** Locks one award of the member by id. */
export async function lockAward(tx: TTx, memberId: number, id: number): Promise<TAward | undefined> {
  return awardsOf(
    await tx.execute(sql`
      select ${AWARD_COLUMNS} from bonus_awards where id = ${id} and member_id = ${memberId} for update`),
  )[0];
}

/** Active free spin packs whose time has passed, locked for this transaction alone. */
export async function lockDueAwards(tx: TTx, at: Date, limit: number): Promise<TAward[]> {
  return awardsOf(
    await tx.execute(sql`
      select ${AWARD_COLUMNS} from bonus_awards
      where state = 'active' and expires_at <= ${at.toISOString()}::timestamptz
      order by expires_at limit ${limit} for update skip locked`),
  );
}

/** Saves a pack's spins played, winnings, state and the grant its winnings became. */
export async function saveAward(tx: TTx, award: TAward, at: Date): Promise<void> {
  await tx.execute(sql`
    update bonus_awards set used = ${award.used}, won = ${award.won}, state = ${award.state},
      grant_id = ${award.grantId},
      closed_at = ${award.state === "active" ? null : at.toISOString()}::timestamptz
    where id = ${award.id}`);
}

/** The member's packs still to play and the newest other awards, newest first. */
export async function memberAwards(db: TDb, memberId: number, limit: number): Promise<TAward[]> {
  return awardsOf(
    await db.execute(sql`
      select ${AWARD_COLUMNS} from bonus_awards where member_id = ${memberId}
      order by (state = 'active') desc, id desc limit ${limit}`),
  );
}

/** A free spin the member already played on this game under this round key: its stored round. */
export async function findAwardSpin(
  db: TDb | TTx,
  memberId: number,
  gameId: number,
  roundKey: string,
): Promise<{ awardId: number; detail: unknown } | undefined> {
  const [row] = rowsOf<{ award_id: string | number; detail: unknown }>(
    await db.execute(sql`
      select s.award_id, s.detail from bonus_award_spins s join bonus_awards a on a.id = s.award_id
      where a.member_id = ${memberId} and a.game_id = ${gameId} and s.round_key = ${roundKey}`),
  );
  return row ? { awardId: Number(row.award_id), detail: row.detail } : undefined;
}

/** Stores one free spin's round under its key. */
export async function insertAwardSpin(
  tx: TTx,
  spin: { awardId: number; roundKey: string; win: number; detail: unknown; at: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into bonus_award_spins (award_id, round_key, win, detail, played_at)
    values (${spin.awardId}, ${spin.roundKey}, ${spin.win}, ${JSON.stringify(spin.detail)}::jsonb,
      ${spin.at.toISOString()}::timestamptz)`);
}

/** The names of games (EN, or the first), for the awards' presentation. */
export async function gameNames(
  db: TDb,
  ids: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; names: Record<string, string> }>(
    await db.execute(sql`
      select id, names from games where id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`),
  );
  return new Map(rows.map((row) => [Number(row.id), row.names]));
}

/**
 * The maths model of one of Orchid's enabled slot games (the game list the console picks free
 * spins from), or undefined. Reads the games table: the games module depends on this one (bets
 * check bonuses), so it cannot be asked through its entry without a cycle.
 */
export async function slotModelOf(db: TDb, gameId: number): Promise<TSlotModel | undefined> {
  const [row] = rowsOf<{ maths_model: string | null }>(
    await db.execute(sql`
      select maths_model from games where id = ${gameId} and maths_model is not null and enabled`),
  );
  return row?.maths_model ? findSlotModel(row.maths_model) : undefined;
}

/** The member's last free spins on this game, newest first: round key, win, the game's own free spins, when. */
export async function awardSpinRounds(
  db: TDb,
  memberId: number,
  gameId: number,
  limit: number,
): Promise<{ roundKey: string; win: number; freeSpins: number; playedAt: Date }[]> {
  const rows = rowsOf<{
    round_key: string;
    win: string | number;
    free_spins: string | number | null;
    played_at: Date | string;
  }>(
    await db.execute(sql`
      select s.round_key, s.win, s.detail -> 'freeSpins' ->> 'awarded' as free_spins, s.played_at
      from bonus_award_spins s join bonus_awards a on a.id = s.award_id
      where a.member_id = ${memberId} and a.game_id = ${gameId}
      order by s.played_at desc limit ${limit}`),
  );
  return rows.map((row) => ({
    roundKey: row.round_key,
    win: Number(row.win),
    freeSpins: Number(row.free_spins ?? 0),
    playedAt: new Date(row.played_at),
  }));
}

/** The names of the free-spins games of these campaigns, by game id. */
export function spinGameNames(
  db: TDb | TTx,
  campaigns: readonly { reward: { kind: string; gameId?: number } }[],
): Promise<Map<number, Record<string, string>>> {
  return gameNames(
    db,
    campaigns.flatMap(({ reward }) => (reward.kind === "free_spins" && reward.gameId ? [reward.gameId] : [])),
  );
}
