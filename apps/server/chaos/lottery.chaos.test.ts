import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rowsOf } from "../src/db/database.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import {
  memberBalances,
  placeAndMaybeCancel,
  slipsPaidWrongly,
  withLotteryInstances,
} from "./lottery-instances.ts";
import { createRandom } from "./random.ts";

const INSTANCES = 3;
const MEMBERS = 12;
const OPENING = 5_000_000;
const TICK_MS = 5_000;
/** Fifteen minutes of 45 s, 1-minute and 3-minute draws. */
const TICKS = 180;
/** A slip per game: entries every member may place (valid picks of the game's bet types). */
const SLIPS: Record<string, { betType: string; picks: string[]; stake: number }[][]> = {
  vn_north_45s: [
    [{ betType: "lo2", picks: ["07", "42"], stake: 27_000 }],
    [{ betType: "de_special", picks: ["13"], stake: 1_000 }],
    [{ betType: "xien2", picks: ["12", "34"], stake: 2_000 }],
  ],
  k3_1m: [
    [{ betType: "sum", picks: ["sum:10", "sum:11"], stake: 1_000 }],
    [{ betType: "sides", picks: ["big", "small"], stake: 500 }],
    [{ betType: "triple_any", picks: ["any"], stake: 300 }],
  ],
  x11x5_3m: [[{ betType: "any_n", picks: ["any2:03,07"], stake: 1_000 }]],
};

// Three instances, each with its own pool and context, run the draw job on the same ticks while
// members place, replay and cancel slips at random on 45 s, 1 and 3-minute draws (a replay of the
// same request key sometimes sent to two instances at once). At the end every draw has settled
// once, every slip was paid for once and refunded at most once, every win was paid once, each
// member's balance is what the slips say, and the ledger is sound.
it("three instances drawing and settling while members bet pay everything exactly once", async () => {
  let clock = Math.floor(Date.now() / 60_000) * 60_000 + 2_000;
  const now = () => new Date(clock);
  const options = { instances: INSTANCES, memberCount: MEMBERS, opening: OPENING, prefix: "lchaos", now };
  await withLotteryInstances(options, async ({ db, merchantId, lotteries, members }) => {
    const random = createRandom(Number(process.env.CHAOS_SEED) || 19);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const games = Object.keys(SLIPS);
    let keys = 0;
    const refusals = new Map<string, number>();
    const note = (error: unknown) => {
      const code = (error as { code?: string }).code ?? String(error);
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    };
    for (let tick = 0; tick < TICKS; tick += 1) {
      const work: Promise<unknown>[] = lotteries.map((lottery) => lottery.runDrawJob());
      for (let n = 0; n < 6; n += 1) {
        const member = pick(members);
        const gameCode = pick(games);
        const lottery = pick(lotteries);
        work.push(
          (async () => {
            const game = await lottery.lobby({}).then((list) => list.find((g) => g.code === gameCode));
            const issue = game?.current?.issue;
            if (!issue) return;
            const input = {
              gameCode,
              issue,
              requestKey: `chaos-${keys++}`,
              entries: pick(SLIPS[gameCode] ?? []),
            };
            const player = { merchantId, member };
            await placeAndMaybeCancel(random, lotteries, lottery, player, input, {
              twice: 0.2,
              cancel: 0.25,
            });
          })().catch(note),
        );
      }
      await Promise.all(work);
      clock += TICK_MS;
    }
    clock += 5 * 60_000;
    for (let round = 0; round < 3; round += 1)
      await Promise.all(lotteries.map((lottery) => lottery.runDrawJob()));

    const unsettled = rowsOf<{ n: string }>(
      await db.execute(sql`select count(*) as n from lottery_draws d where d.draw_at < ${now().toISOString()}::timestamptz
        and d.source = 'fair' and d.state <> 'settled'`),
    );
    expect(Number(unsettled[0]?.n)).toBe(0);
    const slipCounts = rowsOf<{ state: string; n: string }>(
      await db.execute(sql`select state, count(*) as n from lottery_slips group by state`),
    );
    console.log(
      `lottery chaos: slips ${JSON.stringify(slipCounts)}, refusals ${JSON.stringify([...refusals])}`,
    );
    expect(slipCounts.find((row) => row.state === "settled")).toBeDefined();
    expect(slipCounts.find((row) => row.state === "cancelled")).toBeDefined();
    expect(slipCounts.some((row) => row.state === "open")).toBe(false);
    const unexpected = [...refusals.keys()].filter(
      (code) => !["LOTTERY_DRAW_CLOSED", "ORDER_STATE_CHANGED", "LOTTERY_LIMIT"].includes(code),
    );
    expect(unexpected).toEqual([]);
    // One payment per slip, one refund per cancelled slip, never a refund of a settled one.
    expect(await slipsPaidWrongly(db)).toEqual([]);
    // Each member's balance is the opening less every kept slip's stake plus every win.
    const balances = await memberBalances(db, members, OPENING);
    for (const row of balances) expect(Number(row.balance)).toBe(Number(row.expected));
    // Line wins add up to their slips' wins; draws settled once.
    const mismatched = rowsOf(
      await db.execute(sql`select s.id from lottery_slips s join lottery_lines l on l.slip_id = s.id
        where s.state = 'settled' group by s.id, s.win having sum(l.win) <> s.win`),
    );
    expect(mismatched).toEqual([]);
    const rounds = rowsOf(
      await db.execute(sql`select id from lottery_draws where state = 'settled' and settle_round <> 1`),
    );
    expect(rounds).toEqual([]);
    expect(await checkLedger(db)).toEqual([]);
  });
}, 600_000);
