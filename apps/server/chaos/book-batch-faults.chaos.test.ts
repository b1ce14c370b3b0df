import { randomUUID } from "node:crypto";
import type { TFeedMessage, TSportsFeedPush } from "@orchid/contract/sportsbook";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import type { TAppContext } from "../src/app-context.ts";
import { rowsOf, type TDatabase, type TDb } from "../src/db/database.ts";
import { bookSettings } from "../src/db/schema/sportsbook.ts";
import { AppError } from "../src/http/app-error.ts";
import type { TMember } from "../src/modules/accounts/index.ts";
import { BookBets } from "../src/modules/sportsbook/bets/book-bets.ts";
import { BOOK_DEFAULTS, BookSettingsCache } from "../src/modules/sportsbook/book-settings.ts";
import { footballFixture } from "../src/modules/sportsbook/book-test-feed.ts";
import { applyFeedPush } from "../src/modules/sportsbook/feed/apply-feed.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import { withLotteryInstances } from "./lottery-instances.ts";
import { createRandom, pickOne, randomInt } from "./random.ts";

// Bets placed together share a transaction of two exchanges (decisions/0024). Here the first of
// two instances loses that transaction's connection on purpose: before its second exchange (the
// backend is terminated while running it, so PostgreSQL rolls the whole batch back), or after the
// commit (the answer never arrives, as when the process dies that moment). Members keep sending
// what got no answer, with the same key, to either instance, as a page does. Every key must end as
// one bet or none, every stake must leave its wallet once, and the ledger must balance.

const OPENING = 50_000_000;
const SEED = Number(process.env.CHAOS_SEED) || 31;
const EVENTS = 4;
const ROUNDS = 24;
const BETS_PER_ROUND = 24;
/** How often one of the first instance's script transactions is cut, each way. */
const FAULT_CHANCE = 0.2;

const effects = { live: { publish: () => {} } as never, settle: () => {} };
const push = (ctx: TAppContext, messages: TFeedMessage[]) =>
  applyFeedPush(
    ctx,
    { feed: "chaos", nonce: randomUUID().replaceAll("-", ""), messages } as TSportsFeedPush,
    effects,
  );

async function rows<T>(db: TDb, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

const num = (value: unknown) => Number(value ?? 0);

/**
 * Makes the instance's script transactions fail now and then: `before` ends the connection in
 * the middle of the second exchange, `after` loses the answer of a committed transaction.
 */
function cutConnections(
  database: TDatabase,
  random: () => number,
  faults: { before: number; after: number },
) {
  const original = database.scriptTransaction.bind(database);
  database.scriptTransaction = async (work) => {
    const roll = random();
    const cutBefore = roll < FAULT_CHANCE;
    const cutAfter = !cutBefore && roll < 2 * FAULT_CHANCE;
    const value = await original((exec) => {
      let exchanges = 0;
      return work(async (text, options) => {
        exchanges += 1;
        if (cutBefore && exchanges === 2) {
          faults.before += 1;
          return exec(`select pg_terminate_backend(pg_backend_pid());\n${text}`, options);
        }
        return exec(text, options);
      });
    });
    if (cutAfter) {
      faults.after += 1;
      throw new Error("the answer of a committed transaction was lost");
    }
    return value;
  };
}

it("bets whose shared transaction loses its connection before or after the commit are placed once when sent again", async () => {
  const random = createRandom(SEED);
  const start = new Date(Date.now() + 3_600_000);
  const options = { instances: 2, memberCount: 8, opening: OPENING, prefix: "bf", now: () => new Date() };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, members }) => {
    await db.insert(bookSettings).values({ merchantId, ...BOOK_DEFAULTS, inPlayDelayMs: 0 });
    const [cut, steady] = contexts as [TAppContext, TAppContext];
    const refs = Array.from({ length: EVENTS }, (_, index) => `faults-${SEED}-${index}`);
    await push(
      steady,
      refs.map((ref, index) => footballFixture(ref, start, `Home ${index}`, `Away ${index}`)),
    );
    const selections = await rows<{ id: string | number; odds: number }>(
      db,
      sql`select s.id, s.odds from book_selections s join book_markets m on m.id = s.market_id
        where m.type = '1x2' order by s.id`,
    );
    const faults = { before: 0, after: 0 };
    cutConnections(cut.database, random, faults);
    const books = [cut, steady].map(
      (ctx) => new BookBets(ctx, new BookSettingsCache(ctx.database.db, ctx.now)),
    );
    const [cutBook, steadyBook] = books as [BookBets, BookBets];

    const answered = new Map<string, { member: TMember; betId: number; stake: number }>();
    const refusals: string[] = [];
    let resent = 0;

    /** Sends one bet until it has an answer: first to the cut instance (where batches form), then to either. */
    async function placeUntilAnswered(member: TMember) {
      const selection = pickOne(random, selections);
      const input = {
        requestKey: `f-${randomUUID()}`,
        legs: [{ selectionId: Number(selection.id), odds: selection.odds }],
        stake: randomInt(random, 100, 20_000),
        acceptOdds: "any" as const,
      };
      for (let attempt = 0; attempt < 30; attempt += 1) {
        const book = attempt === 0 ? cutBook : pickOne(random, [cutBook, steadyBook]);
        try {
          const bet = await book.place({ merchantId, member }, input);
          answered.set(`${member.id}:${input.requestKey}`, { member, betId: bet.id, stake: input.stake });
          return;
        } catch (error) {
          if (error instanceof AppError) {
            refusals.push(error.code);
            return;
          }
          resent += 1;
        }
      }
      refusals.push(`no answer for ${input.requestKey}`);
    }

    for (let round = 0; round < ROUNDS; round += 1) {
      await Promise.all(
        Array.from({ length: BETS_PER_ROUND }, () => placeUntilAnswered(pickOne(random, members))),
      );
    }

    console.log(
      `book batch faults: ${faults.before} cut before the commit, ${faults.after} answers lost after it, ${resent} bets sent again`,
    );
    expect(refusals).toEqual([]);
    // The faults happened, both ways, and bets had to be sent again.
    expect(faults.before).toBeGreaterThan(3);
    expect(faults.after).toBeGreaterThan(3);
    expect(resent).toBeGreaterThan(3);
    // Batches formed: bets shared transactions.
    const [shared] = await rows<{ n: string | number }>(
      db,
      sql`select count(*) as n from (select xmin from book_bets group by xmin having count(*) > 1) t`,
    );
    expect(num(shared?.n)).toBeGreaterThan(0);
    // Every answered key is one bet, the one answered; no bet was made for a key without an answer.
    const placed = await rows<{ id: string | number; member_id: number; request_key: string; stake: string }>(
      db,
      sql`select id, member_id, request_key, stake from book_bets`,
    );
    expect(placed.length).toBe(ROUNDS * BETS_PER_ROUND);
    expect(answered.size).toBe(ROUNDS * BETS_PER_ROUND);
    for (const bet of placed) {
      const answer = answered.get(`${bet.member_id}:${bet.request_key}`);
      expect(answer?.betId, `bet ${bet.id}`).toBe(Number(bet.id));
      expect(num(bet.stake)).toBe(answer?.stake);
    }
    // Each stake left its wallet once.
    const stakes = await rows<{ id: string | number; stake: string; moved: string; lines: string | number }>(
      db,
      sql`select b.id, b.stake,
          coalesce((select sum(amount) from ledger_transfers where transfer_key = 'book-bet:' || b.id), 0) as moved,
          (select count(*) from ledger_transfers where transfer_key = 'book-bet:' || b.id) as lines
        from book_bets b`,
    );
    for (const bet of stakes) {
      expect(num(bet.lines), `stake lines of bet ${bet.id}`).toBe(1);
      expect(num(bet.moved), `stake of bet ${bet.id}`).toBe(num(bet.stake));
    }
    for (const member of members) {
      const [wallet] = await rows<{ balance: string | number; stakes: string | number }>(
        db,
        sql`select
          (select credits_posted - debits_posted from ledger_accounts where member_id = ${member.id} and kind = 'main') as balance,
          (select coalesce(sum(stake), 0) from book_bets where member_id = ${member.id}) as stakes`,
      );
      expect(num(wallet?.balance), `wallet of ${member.username}`).toBe(OPENING - num(wallet?.stakes));
    }
    expect(await checkLedger(db)).toEqual([]);
  });
}, 600_000);
