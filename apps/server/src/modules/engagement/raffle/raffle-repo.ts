import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export type TRaffleRow = {
  id: number;
  merchantId: number;
  title: Record<string, string>;
  pool: number;
  packets: number;
  opensAt: Date;
  closesAt: Date;
  createdAt: Date;
  claimed: number;
  paid: number;
  mine: number | null;
};

type TRaw = {
  id: number;
  merchant_id: number;
  title: Record<string, string>;
  pool: string | number;
  packets: number;
  opens_at: Date | string;
  closes_at: Date | string;
  created_at: Date | string;
  claimed: string | number;
  paid: string | number;
  mine: string | number | null;
};

const raffleOf = (row: TRaw): TRaffleRow => ({
  id: row.id,
  merchantId: row.merchant_id,
  title: row.title,
  pool: Number(row.pool),
  packets: row.packets,
  opensAt: new Date(row.opens_at),
  closesAt: new Date(row.closes_at),
  createdAt: new Date(row.created_at),
  claimed: Number(row.claimed),
  paid: Number(row.paid),
  mine: row.mine === null ? null : Number(row.mine),
});

/** Raffles of the merchant with their claimed count and sum and, for a member, what they took. */
export async function listRaffles(
  db: TDb | TTx,
  merchantId: number,
  filter: { memberId?: number; since?: Date } = {},
): Promise<TRaffleRow[]> {
  const rows = rowsOf<TRaw>(
    await db.execute(sql`
      select r.id, r.merchant_id, r.title, r.pool, r.packets, r.opens_at, r.closes_at, r.created_at,
        (select count(*) from raffle_packets p where p.raffle_id = r.id and p.member_id is not null) as claimed,
        (select coalesce(sum(amount), 0) from raffle_packets p where p.raffle_id = r.id and p.member_id is not null) as paid,
        ${filter.memberId === undefined ? sql`null` : sql`(select amount from raffle_packets p where p.raffle_id = r.id and p.member_id = ${filter.memberId})`} as mine
      from raffles r where r.merchant_id = ${merchantId}
        ${filter.since ? sql`and r.closes_at > ${filter.since.toISOString()}::timestamptz - interval '1 day'` : sql``}
      order by r.opens_at desc, r.id desc limit 100`),
  );
  return rows.map(raffleOf);
}

export async function insertRaffle(
  tx: TTx,
  raffle: {
    merchantId: number;
    title: Record<string, string>;
    pool: number;
    opensAt: Date;
    closesAt: Date;
    createdBy: number;
  },
  amounts: readonly number[],
): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await tx.execute(sql`
      insert into raffles (merchant_id, title, pool, packets, opens_at, closes_at, created_by)
      values (${raffle.merchantId}, ${JSON.stringify(raffle.title)}::jsonb, ${raffle.pool}, ${amounts.length},
        ${raffle.opensAt.toISOString()}::timestamptz, ${raffle.closesAt.toISOString()}::timestamptz, ${raffle.createdBy})
      returning id`),
  );
  const id = row?.id ?? 0;
  await tx.execute(sql`
    insert into raffle_packets (raffle_id, position, amount)
    select ${id}, position::int, amount::bigint from jsonb_array_elements_text(${JSON.stringify(amounts)}::jsonb)
      with ordinality as a(amount, position)`);
  return id;
}

/** A raffle of the merchant (for a claim: shared so it cannot be deleted meanwhile). */
export async function findRaffle(db: TDb | TTx, merchantId: number, id: number) {
  const rows = rowsOf<{ id: number; opens_at: Date | string; closes_at: Date | string }>(
    await db.execute(
      sql`select id, opens_at, closes_at from raffles where id = ${id} and merchant_id = ${merchantId}`,
    ),
  );
  const row = rows[0];
  return row ? { id: row.id, opensAt: new Date(row.opens_at), closesAt: new Date(row.closes_at) } : undefined;
}

/** Whether the member already took a packet of the raffle. */
export async function hasPacket(tx: TTx, raffleId: number, memberId: number): Promise<boolean> {
  return (
    rowsOf(
      await tx.execute(
        sql`select 1 from raffle_packets where raffle_id = ${raffleId} and member_id = ${memberId}`,
      ),
    ).length > 0
  );
}

/** Takes the first free packet of the raffle for the member (skipping packets others hold). */
export async function takePacket(
  tx: TTx,
  raffleId: number,
  memberId: number,
  at: Date,
): Promise<{ position: number; amount: number } | undefined> {
  const [row] = rowsOf<{ position: number; amount: string | number }>(
    await tx.execute(sql`
      update raffle_packets p set member_id = ${memberId}, claimed_at = ${at.toISOString()}::timestamptz
      from (select raffle_id, position from raffle_packets where raffle_id = ${raffleId} and member_id is null
        order by position limit 1 for update skip locked) free
      where p.raffle_id = free.raffle_id and p.position = free.position
      returning p.position, p.amount`),
  );
  return row ? { position: row.position, amount: Number(row.amount) } : undefined;
}
