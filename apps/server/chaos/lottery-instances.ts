import { sql } from "drizzle-orm";
import { createAppContext, type TAppContext } from "../src/app-context.ts";
import { loadConfig } from "../src/config.ts";
import { openDatabase, rowsOf, type TDatabase, type TDb } from "../src/db/database.ts";
import { seedDemo } from "../src/db/seed/seed-demo.ts";
import { insertMember, type TMember } from "../src/modules/accounts/index.ts";
import { Lottery } from "../src/modules/lottery/lottery-service.ts";
import { postLedgerSteps } from "../src/modules/wallet/index.ts";
import { createChaosDatabase } from "./chaos-database.ts";

export type TLotteryInstances = {
  db: TDb;
  merchantId: number;
  contexts: TAppContext[];
  lotteries: Lottery[];
  members: TMember[];
};

/**
 * Several instances of the lottery (each with its own pool, context and service) on one new
 * chaos database of the PostgreSQL at DATABASE_URL, migrated and seeded, with `memberCount`
 * members of the demo merchant funded with `opening` each (`prefix` names them). `work` runs
 * against them; everything is closed and the database dropped afterwards.
 */
export async function withLotteryInstances<T>(
  options: { instances: number; memberCount: number; opening: number; prefix: string; now: () => Date },
  work: (instances: TLotteryInstances) => Promise<T>,
): Promise<T> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) throw new Error("The chaos tests need PostgreSQL: set DATABASE_URL");
  const chaosDb = await createChaosDatabase(baseUrl);
  const pools: TDatabase[] = [];
  const contexts: (TAppContext & { stop(): void })[] = [];
  try {
    for (let i = 0; i < options.instances; i += 1)
      pools.push(await openDatabase({ databaseUrl: chaosDb.url, poolSize: 4 }));
    const first = pools[0] as TDatabase;
    await first.migrate();
    await seedDemo(first.db, options.now());
    const config = loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", DATABASE_URL: chaosDb.url });
    for (const pool of pools) contexts.push(await createAppContext(config, pool, options.now));
    const lotteries = contexts.map((ctx) => new Lottery(ctx));
    for (const lottery of lotteries) await lottery.start();
    const ctx = contexts[0] as TAppContext;
    const [{ id: merchantId }] = rowsOf<{ id: number }>(
      await first.db.execute(sql`select id from merchants where code = 'demo'`),
    ) as [{ id: number }];
    const members: TMember[] = [];
    for (let i = 0; i < options.memberCount; i += 1) {
      const name = `${options.prefix}${i}`;
      const member = await insertMember(
        first.db,
        {
          merchantId,
          username: name,
          passwordHash: "x",
          nickname: name,
          referralCode: `${options.prefix}${i}`,
        },
        null,
      );
      const debit = await ctx.ledger.system(first.db, merchantId, "adjustments", member.id);
      const credit = await ctx.ledger.member(first.db, merchantId, member.id, "main");
      await first.db.transaction((tx) =>
        postLedgerSteps(tx, merchantId, [
          {
            phase: "posted",
            debit,
            credit,
            amount: options.opening,
            code: "adjustment",
            key: `chaos:open:${member.id}`,
          },
        ]),
      );
      members.push(member);
    }
    return await work({ db: first.db, merchantId, contexts, lotteries, members });
  } finally {
    for (const ctx of contexts) ctx.stop();
    for (const pool of pools) await pool.close();
    await chaosDb.drop();
  }
}

/** Each member's main balance and what it should be: the opening, less every kept slip's stake, plus every win. */
export async function memberBalances(
  db: TDb,
  members: readonly TMember[],
  opening: number,
): Promise<{ member_id: number; balance: string; expected: string }[]> {
  return rowsOf<{ member_id: number; balance: string; expected: string }>(
    await db.execute(sql`
      select a.member_id, a.credits_posted - a.debits_posted as balance,
        ${opening} - coalesce((select sum(stake) from lottery_slips s where s.member_id = a.member_id
          and s.state <> 'cancelled'), 0)
          + coalesce((select sum(win) from lottery_slips s where s.member_id = a.member_id and s.state = 'settled'), 0)
          as expected
      from ledger_accounts a where a.kind = 'main' and a.member_id = any(${`{${members.map((m) => m.id).join(",")}}`}::int[])`),
  );
}

/** Slips paid other than once, or refunded other than once when cancelled (never when not). */
export async function slipsPaidWrongly(db: TDb): Promise<unknown[]> {
  return rowsOf(
    await db.execute(sql`select s.id from lottery_slips s
      left join ledger_transfers t on t.transfer_key = 'lottery-slip:' || s.id
      left join ledger_transfers r on r.transfer_key = 'lottery-refund:' || s.id
      group by s.id, s.state
      having count(distinct t.id) <> 1 or count(distinct r.id) <> (case when s.state = 'cancelled' then 1 else 0 end)`),
  );
}

/**
 * Places a slip through `lottery`, or (with chance `twice`) the same request through two instances
 * at once, which must answer the same slip; then (with chance `cancel`) the member cancels it
 * through any instance.
 */
export async function placeAndMaybeCancel(
  random: () => number,
  lotteries: readonly Lottery[],
  lottery: Lottery,
  player: { merchantId: number; member: TMember },
  input: Parameters<Lottery["slips"]["place"]>[1],
  chances: { twice: number; cancel: number },
): Promise<void> {
  const other = () => lotteries[Math.floor(random() * lotteries.length)] as Lottery;
  const by = random() < chances.twice ? [lottery, other()] : [lottery];
  const placed = await Promise.all(by.map((instance) => instance.slips.place(player, input)));
  if (placed.length === 2 && placed[0]?.id !== placed[1]?.id)
    throw new Error(`one request placed two slips: ${placed[0]?.id} and ${placed[1]?.id}`);
  if (random() < chances.cancel) await other().slips.cancel(player, placed[0]?.id ?? 0);
}
