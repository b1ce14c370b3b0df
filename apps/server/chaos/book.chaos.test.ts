import { randomUUID } from "node:crypto";
import type { TFeedMessage, TSportsFeedPush } from "@orchid/contract/sportsbook";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TAppContext } from "../src/app-context.ts";
import { rowsOf, type TDb } from "../src/db/database.ts";
import { bookSettings } from "../src/db/schema/sportsbook.ts";
import { AppError } from "../src/http/app-error.ts";
import type { TMember } from "../src/modules/accounts/index.ts";
import { moveFight, openFight } from "../src/modules/sabong/fight-moves.ts";
import { endFight } from "../src/modules/sabong/fight-settlement.ts";
import { lockFight } from "../src/modules/sabong/fights-repo.ts";
import { Sabong } from "../src/modules/sabong/sabong-service.ts";
import { SABONG_DEFAULTS } from "../src/modules/sabong/sabong-settings.ts";
import { BookBets } from "../src/modules/sportsbook/bets/book-bets.ts";
import { BOOK_DEFAULTS, BookSettingsCache } from "../src/modules/sportsbook/book-settings.ts";
import { footballFixture } from "../src/modules/sportsbook/book-test-feed.ts";
import { applyFeedPush } from "../src/modules/sportsbook/feed/apply-feed.ts";
import { settleEvent } from "../src/modules/sportsbook/settlement/settle-event.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import { withLotteryInstances } from "./lottery-instances.ts";
import { createRandom, pickOne, randomInt } from "./random.ts";

// The book's and the cockfight's money under load on three instances of PostgreSQL: bets placed
// (and the same request sent twice to two instances), prices moving, cash-outs raced, results and
// corrections settled by every instance at once; fights bet on in bursts while they close and end.
// Whatever interleaving happened, every stake left each wallet once, every payout arrived once
// (a correction's reversal exactly), the exposure is what the open bets say, the pools are their
// bets, and the ledger balances.

const OPENING = 10_000_000;
const SEED = Number(process.env.CHAOS_SEED) || 29;
const EVENTS = 6;
const ROUNDS = 160;

/** The refusals each operation may answer under load; anything else fails the run. */
const EXPECTED: Record<string, readonly string[]> = {
  bet: ["ODDS_CHANGED", "BET_SUSPENDED", "BOOK_LIMIT", "INSUFFICIENT_FUNDS", "PARLAY_INVALID", "NOT_FOUND"],
  cashout: ["CASHOUT_UNAVAILABLE", "CASHOUT_CHANGED", "NOT_FOUND"],
  fightBet: ["FIGHT_CLOSED", "INSUFFICIENT_FUNDS"],
};

function refusal(error: unknown): string {
  return error instanceof AppError
    ? error.code
    : `unexpected ${error instanceof Error ? error.stack : String(error)}`;
}

async function rows<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const num = (value: unknown) => Number(value ?? 0);
const effects = { live: { publish: () => {} } as never, settle: () => {} };
const push = (ctx: TAppContext, messages: TFeedMessage[]) =>
  applyFeedPush(
    ctx,
    { feed: "chaos", nonce: randomUUID().replaceAll("-", ""), messages } as TSportsFeedPush,
    effects,
  );

it("bets, prices, cash-outs, results and corrections on three instances move every unit once", async () => {
  const random = createRandom(SEED);
  const start = new Date(Date.now() + 3_600_000);
  const options = { instances: 3, memberCount: 8, opening: OPENING, prefix: "bk", now: () => new Date() };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    await db.insert(bookSettings).values({ merchantId, ...BOOK_DEFAULTS, inPlayDelayMs: 20 });
    const books = contexts.map((ctx) => new BookBets(ctx, new BookSettingsCache(ctx.database.db, ctx.now)));
    const ctx = contexts[0] as TAppContext;
    const refs = Array.from({ length: EVENTS }, (_, index) => `chaos-${SEED}-${index}`);
    await push(
      ctx,
      refs.map((ref, index) => footballFixture(ref, start, `Home ${index}`, `Away ${index}`)),
    );
    const selections = await rows<{
      id: string | number;
      event: string;
      odds: number;
      ref: string;
      type: string;
    }>(
      db,
      sql`select s.id, s.event_id as event, s.odds, e.feed_ref as ref, m.type from book_selections s
        join book_markets m on m.id = s.market_id join book_events e on e.id = s.event_id order by s.id`,
    );
    const refusals: string[] = [];
    const placedKeys: { member: TMember; key: string }[] = [];

    async function placeOne(member: TMember) {
      const legCount = random() < 0.3 ? randomInt(random, 2, 3) : 1;
      const chosen = new Map<string, (typeof selections)[number]>();
      for (let tries = 0; chosen.size < legCount && tries < 20; tries += 1) {
        const pick = pickOne(random, selections);
        if (!chosen.has(pick.event)) chosen.set(pick.event, pick);
      }
      const current = await rows<{ id: string | number; odds: number }>(
        db,
        sql`select id, odds from book_selections where id = any(${`{${[...chosen.values()].map((s) => s.id).join(",")}}`}::bigint[])`,
      );
      const legs = current.map((row) => ({ selectionId: Number(row.id), odds: row.odds }));
      const input = {
        requestKey: `k-${randomUUID()}`,
        legs,
        stake: randomInt(random, 100, 50_000),
        acceptOdds: pickOne(random, ["none", "higher", "any"] as const),
      };
      placedKeys.push({ member, key: input.requestKey });
      // The same request sent to two instances at once: one bet, one stake.
      const senders =
        random() < 0.2 ? [pickOne(random, books), pickOne(random, books)] : [pickOne(random, books)];
      await Promise.all(
        senders.map((book) =>
          book.place({ merchantId, member }, input).catch((error: unknown) => {
            const code = refusal(error);
            if (!EXPECTED.bet?.includes(code)) refusals.push(`bet: ${code}`);
          }),
        ),
      );
    }

    async function moveOdds() {
      const ref = pickOne(random, refs);
      const odds = () => randomInt(random, 1_400, 4_000);
      await push(pickOne(random, contexts), [
        {
          type: "odds",
          ref,
          markets: [
            {
              type: "1x2",
              selections: [
                { code: "home", odds: odds() },
                { code: "away", odds: odds() },
              ],
            },
          ],
        },
      ]);
    }

    async function cashOutOne(member: TMember) {
      const book = pickOne(random, books);
      const open = await book.list({ merchantId, member }, { state: "open", page: 1, pageSize: 20 });
      const candidate = open.rows.find((bet) => bet.cashOut !== null);
      if (!candidate?.cashOut) return;
      const request = { betId: candidate.id, amount: candidate.cashOut, requestKey: `co-${randomUUID()}` };
      const senders = random() < 0.3 ? [book, pickOne(random, books)] : [book];
      await Promise.all(
        senders.map((sender) =>
          sender.cashOut({ merchantId, member }, request).catch((error: unknown) => {
            const code = refusal(error);
            if (!EXPECTED.cashout?.includes(code)) refusals.push(`cashout: ${code}`);
          }),
        ),
      );
    }

    for (let round = 0; round < ROUNDS; round += 1) {
      const batch: Promise<unknown>[] = [];
      for (let i = 0; i < 4; i += 1) {
        const roll = random();
        const member = pickOne(random, members);
        if (roll < 0.6) batch.push(placeOne(member));
        else if (roll < 0.8) batch.push(moveOdds());
        else batch.push(cashOutOne(member));
      }
      if (round === ROUNDS / 2) {
        // Two events go live mid-run: bets on them wait out the delay and are checked again.
        batch.push(
          push(ctx, [{ type: "status", ref: refs[0] ?? "", state: "live", score: { home: 0, away: 0 } }]),
        );
        batch.push(
          push(ctx, [{ type: "status", ref: refs[1] ?? "", state: "live", score: { home: 0, away: 0 } }]),
        );
      }
      await Promise.all(batch);
    }

    // Results for every event, settled by all three instances at once; then corrections, again at once.
    const results = refs.map((ref, index) => ({
      ref,
      first:
        index === EVENTS - 1
          ? { status: "cancelled" }
          : { status: "final", home: index % 3, away: (index + 1) % 2 },
      second: { status: "final", home: (index + 1) % 2, away: index % 3 },
    }));
    const ids = await rows<{ id: string | number; feed_ref: string }>(
      db,
      sql`select id, feed_ref from book_events`,
    );
    const idOf = new Map(ids.map((row) => [row.feed_ref, Number(row.id)]));
    const settleEverywhere = async () => {
      await Promise.all(
        contexts.flatMap((instance) => refs.map((ref) => settleEvent(instance, idOf.get(ref) ?? 0))),
      );
    };
    await Promise.all(
      results.map((result) => push(ctx, [{ type: "result", ref: result.ref, result: result.first }])),
    );
    await Promise.all([settleEverywhere(), ...members.slice(0, 3).map((member) => cashOutOne(member))]);
    await Promise.all(
      results
        .slice(0, 3)
        .map((result) => push(ctx, [{ type: "result", ref: result.ref, result: result.second }])),
    );
    await settleEverywhere();

    expect(refusals).toEqual([]);
    // The run did what it claims: many bets, parlays among them, cash-outs, and bets settled again.
    const [made] = await rows<{
      bets: string | number;
      parlays: string | number;
      cashed: string | number;
      again: string | number;
    }>(
      db,
      sql`select count(*) as bets, count(*) filter (where kind = 'parlay') as parlays,
        count(*) filter (where state = 'cashed_out') as cashed, count(*) filter (where pay_round >= 2) as again
        from book_bets`,
    );
    expect(num(made?.bets)).toBeGreaterThan(100);
    expect(num(made?.parlays)).toBeGreaterThan(5);
    expect(num(made?.cashed)).toBeGreaterThan(0);
    expect(num(made?.again)).toBeGreaterThan(0);
    // Every event's latest result is settled and no bet is left open.
    expect(await rows(db, sql`select id from book_events where result_round <> settled_round`)).toEqual([]);
    expect(await rows(db, sql`select id from book_bets where state = 'open'`)).toEqual([]);
    // One bet per request key, whatever was sent twice.
    const [keys] = await rows<{ n: string | number; d: string | number }>(
      db,
      sql`select count(*) as n, count(distinct (member_id, request_key)) as d from book_bets`,
    );
    expect(num(keys?.n)).toBe(num(keys?.d));
    // Each bet's stake left once.
    const stakes = await rows<{ id: string | number; stake: string; moved: string }>(
      db,
      sql`select b.id, b.stake,
          coalesce((select sum(amount) from ledger_transfers where transfer_key = 'book-bet:' || b.id), 0) as moved
        from book_bets b`,
    );
    for (const bet of stakes) expect(num(bet.moved), `stake of bet ${bet.id}`).toBe(num(bet.stake));
    // Payouts (summed per member and batch) and cash-outs, less exact reversals, are what the bets returned
    // less what is owed.
    const [paid] = await rows<{ ledger: string | number; bets: string | number }>(
      db,
      sql`select
          (select coalesce(sum(case when transfer_key like 'book-unpay:%' then -amount else amount end), 0)
            from ledger_transfers where transfer_key like 'book-pay:%' or transfer_key like 'book-unpay:%'
              or transfer_key like 'book-cashout:%') as ledger,
          (select coalesce(sum(payout - owed), 0) from book_bets) as bets`,
    );
    expect(num(paid?.ledger)).toBe(num(paid?.bets));
    // The exposure left is that of open bets: none.
    const [exposure] = await rows<{
      stake: string | number;
      liability: string | number;
      bets: string | number;
    }>(
      db,
      sql`select coalesce(sum(stake), 0) as stake, coalesce(sum(liability), 0) as liability, coalesce(sum(bets), 0) as bets
        from book_exposure`,
    );
    expect([num(exposure?.stake), num(exposure?.liability), num(exposure?.bets)]).toEqual([0, 0, 0]);
    // Each member's wallet: opening − stakes + what the bets returned.
    for (const member of members) {
      const [wallet] = await rows<{
        balance: string | number;
        stakes: string | number;
        returns: string | number;
      }>(
        db,
        sql`select
          (select credits_posted - debits_posted from ledger_accounts where member_id = ${member.id} and kind = 'main') as balance,
          (select coalesce(sum(stake), 0) from book_bets where member_id = ${member.id}) as stakes,
          (select coalesce(sum(payout - owed), 0) from book_bets where member_id = ${member.id}) as returns`,
      );
      expect(num(wallet?.balance), `wallet of ${member.username}`).toBe(
        OPENING - num(wallet?.stakes) + num(wallet?.returns),
      );
    }
    expect(await checkLedger(db)).toEqual([]);
  });
}, 600_000);

it("fights bet on in bursts while they close and end pay each bet once and keep their pools exact", async () => {
  const random = createRandom(SEED + 1);
  const options = { instances: 3, memberCount: 6, opening: OPENING, prefix: "sb", now: () => new Date() };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    const sabongs = contexts.map((ctx) => new Sabong(ctx));
    const refusals: string[] = [];
    for (let fightNo = 0; fightNo < 6; fightNo += 1) {
      const ctx = pickOne(random, contexts);
      const fightId = await db.transaction((tx) =>
        openFight(tx, merchantId, { derby: "Chaos Derby", meron: "M", wala: "W" }, SABONG_DEFAULTS, {
          operatorId: null,
          at: new Date(),
        }),
      );
      const bets = Array.from({ length: 40 }, () => {
        const member = pickOne(random, members);
        const input = {
          fightId,
          side: pickOne(random, ["meron", "wala", "meron", "wala", "draw"] as const),
          stake: randomInt(random, 100, 20_000),
          requestKey: `f-${randomUUID()}`,
        };
        const senders =
          random() < 0.2 ? [pickOne(random, sabongs), pickOne(random, sabongs)] : [pickOne(random, sabongs)];
        return Promise.all(
          senders.map((sabong) =>
            sabong.place(merchantId, member, input).catch((error: unknown) => {
              const code = refusal(error);
              if (!EXPECTED.fightBet?.includes(code)) refusals.push(`fight bet: ${code}`);
            }),
          ),
        );
      });
      // Betting closes while bets are still arriving; then the fight ends (or is called off) on another instance.
      const closing = (async () => {
        await new Promise((resolve) => setTimeout(resolve, randomInt(random, 5, 60)));
        await ctx.database.db.transaction(async (tx) => {
          const fight = await lockFight(tx, merchantId, fightId);
          if (fight) await moveFight(ctx, tx, fight, "close", new Date());
        });
      })();
      await Promise.all([...bets, closing]);
      const result = pickOne(random, ["meron", "wala", "draw"] as const);
      await pickOne(random, contexts).database.db.transaction(async (tx) => {
        const fight = await lockFight(tx, merchantId, fightId);
        if (fight?.state === "closed") await endFight(ctx, tx, fight, result, new Date(), {});
      });
    }
    expect(refusals).toEqual([]);
    const fights = await rows<{
      id: string | number;
      m: string;
      w: string;
      d: string;
      n: number;
      paid: string | null;
      refunded: string | null;
      take: string | null;
      state: string;
    }>(
      db,
      sql`select id, pool_meron as m, pool_wala as w, pool_draw as d, bets as n, paid, refunded, house_take as take, state
        from sabong_fights`,
    );
    for (const fight of fights) {
      const [bets] = await rows<{
        n: string | number;
        stake: string | number;
        returned: string | number;
        open: string | number;
      }>(
        db,
        sql`select count(*) as n, coalesce(sum(stake), 0) as stake, coalesce(sum(returned), 0) as returned,
          count(*) filter (where outcome is null) as open from sabong_bets where fight_id = ${fight.id}`,
      );
      expect(num(fight.m) + num(fight.w) + num(fight.d), `pools of fight ${fight.id}`).toBe(num(bets?.stake));
      expect(fight.n).toBe(num(bets?.n));
      expect(num(bets?.open)).toBe(0);
      expect(num(fight.paid) + num(fight.refunded)).toBe(num(bets?.returned));
      expect(num(fight.paid) + num(fight.refunded) + num(fight.take)).toBe(num(bets?.stake));
    }
    const [once] = await rows<{
      bets: string | number;
      stakes: string | number;
      pays: string | number;
      returned: string | number;
    }>(
      db,
      sql`select (select count(*) from sabong_bets) as bets,
        (select count(*) from ledger_transfers where transfer_key like 'sabong-bet:%') as stakes,
        (select count(*) from ledger_transfers where transfer_key like 'sabong-pay:%') as pays,
        (select count(*) from sabong_bets where returned > 0) as returned`,
    );
    expect(num(once?.stakes)).toBe(num(once?.bets));
    expect(num(once?.pays)).toBe(num(once?.returned));
    expect(await checkLedger(db)).toEqual([]);
  });
}, 600_000);
