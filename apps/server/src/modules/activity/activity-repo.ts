import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../db/database.ts";

/** Play a hall settled: one rollup change of one member and game type (negative on a refund). */
export type TPlayActivity = {
  merchantId: number;
  memberId: number;
  gameType: string;
  isTrial: boolean;
  bets: number;
  stake: number;
  validStake: number;
  win: number;
};

export type TActivityEvent =
  | ({ id: number; kind: "play"; at: Date } & Omit<TPlayActivity, "isTrial">)
  | {
      id: number;
      kind: "deposit";
      at: Date;
      merchantId: number;
      memberId: number;
      amount: number;
      /** The deposit's id. */
      ref: string;
      /** The member's first credited deposit. */
      first: boolean;
    }
  | { id: number; kind: "register"; at: Date; merchantId: number; memberId: number }
  | { id: number; kind: "login"; at: Date; merchantId: number; memberId: number };

/**
 * Appends one member's settled play, in the transaction that wrote its rollup. A trial account's
 * play is left out: it earns nothing.
 */
export async function recordPlay(tx: TTx, play: TPlayActivity): Promise<void> {
  if (play.isTrial) return;
  await tx.execute(sql`
    insert into activity_events (merchant_id, member_id, kind, game_type, bets, stake, valid_stake, win)
    values (${play.merchantId}, ${play.memberId}, 'play', ${play.gameType}, ${play.bets}, ${play.stake},
      ${play.validStake}, ${play.win})`);
}

/** Appends many members' settled play of one game type at once (a lottery draw's settlement). */
export async function recordPlays(tx: TTx, plays: readonly TPlayActivity[], at: Date): Promise<void> {
  const real = plays.filter((play) => !play.isTrial);
  if (real.length === 0) return;
  const data = JSON.stringify(
    real.map((play) => ({
      merchant_id: play.merchantId,
      member_id: play.memberId,
      game_type: play.gameType,
      bets: play.bets,
      stake: play.stake,
      valid_stake: play.validStake,
      win: play.win,
    })),
  );
  await tx.execute(sql`
    insert into activity_events (merchant_id, member_id, kind, game_type, bets, stake, valid_stake, win, at)
    select r.merchant_id, r.member_id, 'play', r.game_type, r.bets, r.stake, r.valid_stake, r.win,
      ${at.toISOString()}::timestamptz
    from jsonb_to_recordset(${data}::jsonb) as r(merchant_id int, member_id int, game_type text, bets int,
      stake bigint, valid_stake bigint, win bigint)`);
}

/**
 * Appends a credited deposit (its amount before fees) in the transaction that credited it; the
 * member's first credited deposit is a `first_deposit`.
 */
export async function recordDeposit(
  tx: TTx,
  deposit: {
    merchantId: number;
    memberId: number;
    amount: number;
    depositId: number;
    first: boolean;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into activity_events (merchant_id, member_id, kind, amount, ref, at)
    values (${deposit.merchantId}, ${deposit.memberId}, ${deposit.first ? "first_deposit" : "deposit"},
      ${deposit.amount}, ${String(deposit.depositId)}, ${deposit.at.toISOString()}::timestamptz)`);
}

/** Appends a registration in the transaction that made the member. */
export async function recordRegistration(
  tx: TTx,
  member: { merchantId: number; memberId: number },
): Promise<void> {
  await tx.execute(sql`
    insert into activity_events (merchant_id, member_id, kind) values (${member.merchantId}, ${member.memberId}, 'register')`);
}

/** Appends a member's login (missions that count days logged in). */
export async function recordLogin(
  db: TDb | TTx,
  login: { merchantId: number; memberId: number; at: Date },
): Promise<void> {
  await db.execute(sql`
    insert into activity_events (merchant_id, member_id, kind, at)
    values (${login.merchantId}, ${login.memberId}, 'login', ${login.at.toISOString()}::timestamptz)`);
}

type TEventRow = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  kind: string;
  game_type: string | null;
  bets: number;
  stake: string | number;
  valid_stake: string | number;
  win: string | number;
  amount: string | number;
  ref: string | null;
  at: Date | string;
};

function eventOf(row: TEventRow): TActivityEvent {
  const base = {
    id: Number(row.id),
    merchantId: row.merchant_id,
    memberId: row.member_id,
    at: new Date(row.at),
  };
  if (row.kind === "deposit" || row.kind === "first_deposit")
    return {
      ...base,
      kind: "deposit",
      amount: Number(row.amount),
      ref: row.ref ?? "",
      first: row.kind === "first_deposit",
    };
  if (row.kind === "register") return { ...base, kind: "register" };
  if (row.kind === "login") return { ...base, kind: "login" };
  return {
    ...base,
    kind: "play",
    gameType: row.game_type ?? "",
    bets: row.bets,
    stake: Number(row.stake),
    validStake: Number(row.valid_stake),
    win: Number(row.win),
  };
}

/**
 * Takes (deletes and answers) up to `limit` of the oldest events no other transaction holds,
 * in id order. The caller applies them in the same transaction: a rollback puts them back, and
 * another instance skips the rows this one holds, so each event is applied once.
 */
export async function takeActivity(tx: TTx, limit: number): Promise<TActivityEvent[]> {
  const rows = rowsOf<TEventRow>(
    await tx.execute(sql`
      delete from activity_events where id in (
        select id from activity_events order by id limit ${limit} for update skip locked)
      returning id, merchant_id, member_id, kind, game_type, bets, stake, valid_stake, win, amount, ref, at`),
  );
  return rows.map(eventOf).sort((a, b) => a.id - b.id);
}
