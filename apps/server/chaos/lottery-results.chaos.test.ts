import { HAND_MADE_RESULT } from "@orchid/games/lottery/four-d/hand-made-result";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { rowsOf } from "../src/db/database.ts";
import { cancelDraw, correctResult, recordResult } from "../src/modules/lottery/draw-admin.ts";
import { fairResultOf } from "../src/modules/lottery/draw-service.ts";
import { LOTTERY_GAMES } from "../src/modules/lottery/lottery-catalogue.ts";
import { settleLines } from "../src/modules/lottery/settle-lines.ts";
import { settledLinesOfDraw } from "../src/modules/lottery/settlement-repo.ts";
import { checkLedger } from "../src/modules/wallet/ledger-check.ts";
import {
  memberBalances,
  placeAndMaybeCancel,
  slipsPaidWrongly,
  withLotteryInstances,
} from "./lottery-instances.ts";
import { createRandom } from "./random.ts";

const OPENING = 50_000_000;
const gameOf = (code: string) => LOTTERY_GAMES.find((game) => game.code === code);
const SLIPS: Record<string, { betType: string; picks: string[]; stake: number }[][]> = {
  vn_north: [
    [{ betType: "lo2", picks: ["07", "42", "88"], stake: 27_000 }],
    [{ betType: "de_special", picks: ["13", "57"], stake: 1_000 }],
    [{ betType: "head", picks: ["1", "5"], stake: 2_000 }],
  ],
  four_d_sg: [
    [{ betType: "big", picks: ["1234", "5678"], stake: 100 }],
    [{ betType: "small", picks: ["5678"], stake: 200 }],
  ],
  four_d_my: [[{ betType: "big", picks: ["1234"], stake: 100 }]],
};
/** 1234 first becomes a consolation, 5678 consolation becomes first. */
const FOUR_D_CORRECTED = {
  ...HAND_MADE_RESULT,
  first: "5678",
  consolation: HAND_MADE_RESULT.consolation.map((n) => (n === "5678" ? "1234" : n)),
};

// Real-world draws on three instances: members bet on the Vietnamese daily draw and two 4D draws
// (twins of one request sent to two instances, cancels of their own slips) while an operator
// cancels one 4D draw and the draw job runs everywhere; after close the results are recorded,
// then corrected from two instances at once while every instance's job settles, and corrected
// again after settlement. At the end every slip was paid once and refunded once at most, each
// member was paid exactly the final result's win on each draw (wins less take-backs), the
// slips' wins are those of a fresh settlement at the final results, and the ledger is sound.
it("corrections and a cancel racing three instances' settlement pay exactly the final results", async () => {
  let clock = Math.floor(Date.now() / 60_000) * 60_000 + 2_000;
  const now = () => new Date(clock);
  const options = { instances: 3, memberCount: 10, opening: OPENING, prefix: "lrchaos", now };
  await withLotteryInstances(options, async ({ db, merchantId, contexts, lotteries, members }) => {
    const random = createRandom(Number(process.env.CHAOS_SEED) || 23);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const refusals = new Map<string, number>();
    const note = (error: unknown) => {
      const code = (error as { code?: string }).code ?? String(error);
      refusals.set(code, (refusals.get(code) ?? 0) + 1);
    };
    await Promise.all(lotteries.map((lottery) => lottery.runDrawJob()));
    const lobby = await (lotteries[0] as (typeof lotteries)[number]).lobby({});
    const current = new Map(lobby.map((game) => [game.code, game.current]));
    const draws = Object.keys(SLIPS).map((code) => {
      const draw = current.get(code);
      if (draw?.state !== "open") throw new Error(`${code} has no open draw`);
      return { code, id: draw.id, issue: draw.issue, closesAt: Date.parse(draw.closesAt) };
    });
    const drawOf = (code: string) => draws.find((draw) => draw.code === code) as (typeof draws)[number];
    let keys = 0;

    // Betting, while the operator cancels the Malaysian 4D draw on the fourth tick.
    for (let tick = 0; tick < 10; tick += 1) {
      const work: Promise<unknown>[] = lotteries.map((lottery) => lottery.runDrawJob());
      if (tick === 4) {
        const ctx = pick(contexts);
        work.push(
          ctx.database.db.transaction((tx) => cancelDraw(tx, drawOf("four_d_my").id, "chaos")).catch(note),
        );
      }
      for (let n = 0; n < 10; n += 1) {
        const member = pick(members);
        const { code, issue } = pick(draws);
        const lottery = pick(lotteries);
        const input = { gameCode: code, issue, requestKey: `lr-${keys++}`, entries: pick(SLIPS[code] ?? []) };
        const player = { merchantId, member };
        work.push(
          placeAndMaybeCancel(random, lotteries, lottery, player, input, { twice: 0.25, cancel: 0.2 }).catch(
            note,
          ),
        );
      }
      await Promise.all(work);
      clock += 5_000;
    }

    // Closed: results recorded, then corrected from two instances at once while every job settles.
    clock = Math.max(drawOf("vn_north").closesAt, drawOf("four_d_sg").closesAt) + 1_000;
    const vnResult = (seed: string) =>
      fairResultOf({ family: "vn_north", gameCode: "vn_north", issue: drawOf("vn_north").issue, seed });
    const [first, second] = [vnResult("a1".repeat(32)), vnResult("b2".repeat(32))];
    await db.transaction((tx) => recordResult(tx, drawOf("vn_north").id, first, now()));
    await db.transaction((tx) => recordResult(tx, drawOf("four_d_sg").id, HAND_MADE_RESULT, now()));
    const correct = (code: string, result: unknown) =>
      correctResult(pick(contexts), drawOf(code).id, result, gameOf).catch(note);
    await Promise.all([
      ...lotteries.map((lottery) => lottery.runDrawJob()),
      correct("vn_north", second),
      correct("vn_north", second),
      correct("four_d_sg", FOUR_D_CORRECTED),
      ...lotteries.map((lottery) => lottery.runDrawJob()),
    ]);
    for (let round = 0; round < 2; round += 1)
      await Promise.all(lotteries.map((lottery) => lottery.runDrawJob()));
    // After settlement: corrected again, twice at once (the second finds nothing left to change).
    clock += 60_000;
    const final = vnResult("c3".repeat(32));
    await Promise.all([
      correct("vn_north", final),
      correct("vn_north", final),
      correct("four_d_sg", HAND_MADE_RESULT),
    ]);
    await Promise.all(lotteries.map((lottery) => lottery.runDrawJob()));

    const states = rowsOf<{ game_code: string; state: string }>(
      await db.execute(sql`select game_code, state from lottery_draws
        where id = any(${`{${draws.map((draw) => draw.id).join(",")}}`}::bigint[]) order by game_code`),
    );
    expect(states).toEqual([
      { game_code: "four_d_my", state: "cancelled" },
      { game_code: "four_d_sg", state: "settled" },
      { game_code: "vn_north", state: "settled" },
    ]);
    const slipCounts = rowsOf<{ game_code: string; state: string; n: string }>(
      await db.execute(
        sql`select game_code, state, count(*) as n from lottery_slips group by game_code, state`,
      ),
    );
    console.log(
      `lottery results chaos: slips ${JSON.stringify(slipCounts)}, refusals ${JSON.stringify([...refusals])}`,
    );
    expect(slipCounts.filter((row) => row.state === "open")).toEqual([]);
    expect(slipCounts.filter((row) => row.game_code === "four_d_my" && row.state !== "cancelled")).toEqual(
      [],
    );
    expect(slipCounts.find((row) => row.game_code === "vn_north" && row.state === "settled")).toBeDefined();
    const unexpected = [...refusals.keys()].filter(
      (code) => !["LOTTERY_DRAW_CLOSED", "ORDER_STATE_CHANGED"].includes(code),
    );
    expect(unexpected).toEqual([]);
    expect(await slipsPaidWrongly(db)).toEqual([]);

    // Every slip's win is a fresh settlement's at the final result, and each member was paid
    // exactly that on each draw: wins less take-backs over every round.
    for (const [code, result] of [
      ["vn_north", final],
      ["four_d_sg", HAND_MADE_RESULT],
    ] as const) {
      const draw = drawOf(code);
      const rules = findLotteryFamily(code === "vn_north" ? "vn_north" : "four_d");
      if (!rules) throw new Error(`no rules for ${code}`);
      const fresh = await db.transaction(async (tx) =>
        settleLines(rules, result, await settledLinesOfDraw(tx, draw.id)),
      );
      const stored = rowsOf<{ id: string; win: string }>(
        await db.execute(
          sql`select id, win from lottery_slips where draw_id = ${draw.id} and state = 'settled'`,
        ),
      );
      expect(new Map(stored.map((row) => [Number(row.id), Number(row.win)]))).toEqual(
        new Map(fresh.slips.map((slip) => [slip.id, slip.win])),
      );
      const paid = rowsOf<{ member_id: number; net: string; win: string }>(
        await db.execute(sql`
          with net as (
            select split_part(t.transfer_key, ':', 4)::int as member_id,
              sum(case when t.transfer_key like 'lottery-win:%' then t.amount else -t.amount end) as net
            from ledger_transfers t
            where t.transfer_key like ${`lottery-win:${draw.id}:%`} or t.transfer_key like ${`lottery-unwin:${draw.id}:%`}
            group by 1),
          won as (select member_id, sum(win) as win from lottery_slips where draw_id = ${draw.id}
            and state = 'settled' group by member_id)
          select coalesce(net.member_id, won.member_id) as member_id, coalesce(net.net, 0) as net,
            coalesce(won.win, 0) as win
          from net full join won on won.member_id = net.member_id`),
      );
      for (const row of paid)
        expect({ member: row.member_id, paid: Number(row.net) }).toEqual({
          member: row.member_id,
          paid: Number(row.win),
        });
    }
    const balances = await memberBalances(db, members, OPENING);
    for (const row of balances) expect(Number(row.balance)).toBe(Number(row.expected));
    expect(await checkLedger(db)).toEqual([]);
  });
}, 600_000);
