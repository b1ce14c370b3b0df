import { sql } from "drizzle-orm";
import { rowsOf, type TTx } from "../../../db/database.ts";
import { recordPlay } from "../../activity/index.ts";

export type TRoundStatus = "open" | "settled" | "cancelled";

export type TRoundRow = {
  id: number;
  memberId: number;
  gameId: number;
  gameType: string;
  stake: number;
  win: number;
  status: TRoundStatus;
  detail: unknown;
  /** The round's local day in the merchant's time zone: the rollup row it counts in. */
  day: string;
  /** The 5-minute UTC window (epoch seconds) the round counts in: the same instant as its day. */
  windowStart: number;
};

type TRoundRaw = {
  id: string | number;
  member_id: number;
  game_id: string | number;
  game_type: string;
  stake: string | number;
  win: string | number;
  status: TRoundStatus;
  detail: unknown;
  day: string | Date;
  window_start: string | number;
};

const toRound = (raw: TRoundRaw): TRoundRow => ({
  id: Number(raw.id),
  memberId: raw.member_id,
  gameId: Number(raw.game_id),
  gameType: raw.game_type,
  stake: Number(raw.stake),
  win: Number(raw.win),
  status: raw.status,
  detail: raw.detail,
  day: typeof raw.day === "string" ? raw.day.slice(0, 10) : raw.day.toISOString().slice(0, 10),
  windowStart: Number(raw.window_start),
});

const roundColumns = (timeZone: string) => sql`id, member_id, game_id, game_type, stake, win, status, detail,
  (created_at at time zone ${timeZone})::date as day,
  (floor(extract(epoch from created_at) / 300) * 300)::bigint as window_start`;

/** The round locked for this transaction, if the vendor has opened it. */
export async function lockRound(
  tx: TTx,
  vendorCode: string,
  roundId: string,
  timeZone: string,
): Promise<TRoundRow | undefined> {
  const [raw] = rowsOf<TRoundRaw>(
    await tx.execute(sql`
      select ${roundColumns(timeZone)} from game_rounds
      where vendor_code = ${vendorCode} and round_id = ${roundId} for update`),
  );
  return raw ? toRound(raw) : undefined;
}

/** Opens the round (or finds it, locked), stake not yet added. */
export async function openRound(
  tx: TTx,
  round: {
    merchantId: number;
    memberId: number;
    vendorCode: string;
    roundId: string;
    gameId: number;
    gameType: string;
    isTrial: boolean;
  },
  timeZone: string,
): Promise<TRoundRow> {
  await tx.execute(sql`
    insert into game_rounds (merchant_id, member_id, vendor_code, round_id, game_id, game_type, status, is_trial)
    values (${round.merchantId}, ${round.memberId}, ${round.vendorCode}, ${round.roundId}, ${round.gameId},
      ${round.gameType}, 'open', ${round.isTrial})
    on conflict (vendor_code, round_id) do nothing`);
  const found = await lockRound(tx, round.vendorCode, round.roundId, timeZone);
  if (!found) throw new Error(`round ${round.roundId} vanished`);
  return found;
}

/** Applies a bet, win or rollback to the round's totals, status and (once given) detail. */
export async function changeRound(
  tx: TTx,
  id: number,
  change: { stake?: number; win?: number; status?: TRoundStatus; settledAt?: Date; detail?: unknown },
): Promise<void> {
  await tx.execute(sql`
    update game_rounds set stake = stake + ${change.stake ?? 0}, win = win + ${change.win ?? 0},
      status = coalesce(${change.status ?? null}::text, status),
      settled_at = coalesce(${change.settledAt?.toISOString() ?? null}::timestamptz, settled_at),
      detail = coalesce(${change.detail === undefined ? null : JSON.stringify(change.detail)}::jsonb, detail)
    where id = ${id}`);
}

/** Which rollup rows a change lands in: the member's local day and 5-minute window of one game type. */
export type TRollupKey = {
  merchantId: number;
  memberId: number;
  day: string;
  /** Epoch seconds, a multiple of 300. */
  windowStart: number;
  gameType: string;
  isTrial: boolean;
};

/**
 * Adds to the member's rollups of that day and of that 5-minute window, per game type (reports and
 * agent settlements read these, never raw rounds); a trial account's rollups are marked `is_trial`.
 * `validStake` is what of the stake counts for agents: the caller decides (a slot's settled stake
 * counts whole; lottery and table games will pass less for both-sides or wide-coverage bets), and
 * trial play never counts whatever the caller says.
 */
export async function addToRollup(
  tx: TTx,
  row: TRollupKey,
  change: { bets?: number; stake?: number; validStake?: number; win?: number },
): Promise<void> {
  const [bets, stake, win] = [change.bets ?? 0, change.stake ?? 0, change.win ?? 0];
  const validStake = row.isTrial ? 0 : (change.validStake ?? 0);
  await tx.execute(sql`
    insert into member_game_days (merchant_id, member_id, day, game_type, bets, stake, valid_stake, win, is_trial)
    values (${row.merchantId}, ${row.memberId}, ${row.day}::date, ${row.gameType}, ${bets}, ${stake},
      ${validStake}, ${win}, ${row.isTrial})
    on conflict (member_id, day, game_type) do update set bets = member_game_days.bets + excluded.bets,
      stake = member_game_days.stake + excluded.stake,
      valid_stake = member_game_days.valid_stake + excluded.valid_stake,
      win = member_game_days.win + excluded.win`);
  await tx.execute(sql`
    insert into member_game_windows
      (merchant_id, member_id, window_start, game_type, bets, stake, valid_stake, win, is_trial)
    values (${row.merchantId}, ${row.memberId}, to_timestamp(${row.windowStart}), ${row.gameType}, ${bets},
      ${stake}, ${validStake}, ${win}, ${row.isTrial})
    on conflict (member_id, window_start, game_type) do update set bets = member_game_windows.bets + excluded.bets,
      stake = member_game_windows.stake + excluded.stake,
      valid_stake = member_game_windows.valid_stake + excluded.valid_stake,
      win = member_game_windows.win + excluded.win`);
  await recordPlay(tx, { ...row, bets, stake, validStake, win });
}
