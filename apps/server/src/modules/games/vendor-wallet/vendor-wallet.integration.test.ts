import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { launchToken, slotGameOf, vendorSecret } from "../../../test/game-fixtures.ts";
import { startTestApp, type TTestApp } from "../../../test/test-app.ts";
import { VendorSimulator } from "../../../test/vendor-simulator.ts";
import { balanceOf, creditMember, memberSession } from "../../../test/wallet-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";

const VENDOR = "NOVA";
let t: TTestApp;
let clockMs = Date.now();
let vendor: VendorSimulator;
let demo: { token: string; memberId: number };
let gameId: number;

beforeAll(async () => {
  t = await startTestApp({}, () => new Date(clockMs));
  const secret = await vendorSecret(t, VENDOR);
  const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
  vendor = new VendorSimulator(address, VENDOR, secret, () => clockMs);
  demo = await memberSession(t, "demo01", "Demo1234");
  gameId = (await slotGameOf(t, VENDOR)).id;
});
afterAll(async () => t?.close());

const id = (prefix: string) => `${prefix}-${randomUUID()}`;
const player = () => String(demo.memberId);

async function session() {
  const token = await launchToken(t, demo.token, gameId);
  const auth = await vendor.send("authenticate", { token });
  expect(auth.body.success).toBe(true);
  return token;
}

async function roundOf(roundId: string) {
  const [row] = rowsOf<{ stake: string; win: string; status: string }>(
    await t.ctx.database.db.execute(
      sql`select stake, win, status from game_rounds where vendor_code = ${VENDOR} and round_id = ${roundId}`,
    ),
  );
  return row && { stake: Number(row.stake), win: Number(row.win), status: row.status };
}

describe("the seamless-wallet protocol", () => {
  it("authenticates a launch token into the player, currency and balance", async () => {
    const token = await launchToken(t, demo.token, gameId);
    const auth = await vendor.send("authenticate", { token });
    expect(auth.body.value).toMatchObject({ playerId: player(), currency: "MMK", gameId });
    expect(auth.body.value.balance).toBe((await balanceOf(t, demo.token)).mainBalance);
    const balance = await vendor.send("balance", { playerId: player() });
    expect(balance.body.value.balance).toBe(auth.body.value.balance);
  });

  it("refuses a wrong signature, a stale timestamp, another vendor's secret and a forged token", async () => {
    const token = await launchToken(t, demo.token, gameId);
    const wrong = await vendor.send("balance", { playerId: player() }, { secret: "not-the-secret" });
    expect([wrong.status, wrong.body.code]).toEqual([401, "SIGNATURE_INVALID"]);
    const stale = await vendor.send("balance", { playerId: player() }, { at: clockMs - 10 * 60_000 });
    expect(stale.body.code).toBe("SIGNATURE_INVALID");
    const other = new VendorSimulator(
      new URL("/", (vendor as unknown as { baseUrl: string }).baseUrl).origin,
      "QUILL",
      "x",
    );
    expect((await other.send("authenticate", { token })).body.code).toBe("SIGNATURE_INVALID");
    const forged = `${token.slice(0, 33)}${"0".repeat(64)}`;
    expect((await vendor.send("authenticate", { token: forged })).body.code).toBe("GAME_SESSION_EXPIRED");
  });

  it("takes a bet once and pays a win once, whatever the duplicates", async () => {
    const token = await session();
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const roundId = id("r");
    const bet = { playerId: player(), token, txId: id("b"), roundId, amount: 250 };
    const answers = await Promise.all([
      vendor.send("bet", bet),
      vendor.send("bet", bet),
      vendor.send("bet", bet),
    ]);
    expect(answers.every((answer) => answer.body.success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.value.balance))).toEqual(new Set([before - 250]));
    expect(answers.filter((answer) => !answer.body.value.replayed)).toHaveLength(1);
    const win = { playerId: player(), txId: id("w"), roundId, amount: 1_000, roundClosed: true };
    await vendor.send("win", win);
    const again = await vendor.send("win", win);
    expect(again.body.value).toMatchObject({ balance: before + 750, replayed: true });
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before + 750);
    expect(await roundOf(roundId)).toEqual({ stake: 250, win: 1_000, status: "settled" });
  });

  it("refuses the same transaction id with another amount", async () => {
    const token = await session();
    const bet = { playerId: player(), token, txId: id("b"), roundId: id("r"), amount: 100 };
    await vendor.send("bet", bet);
    const other = await vendor.send("bet", { ...bet, amount: 101 });
    expect([other.status, other.body.code]).toEqual([409, "IDEMPOTENCY_MISMATCH"]);
  });

  it("rolls a bet back once and cancels its empty round", async () => {
    const token = await session();
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const roundId = id("r");
    const betTx = id("b");
    await vendor.send("bet", { playerId: player(), token, txId: betTx, roundId, amount: 400 });
    const rollback = { playerId: player(), txId: id("x"), refTxId: betTx, roundId };
    const [first, second] = await Promise.all([
      vendor.send("rollback", rollback),
      vendor.send("rollback", rollback),
    ]);
    expect(first.body.value.balance).toBe(before);
    expect(second.body.value.balance).toBe(before);
    // A second rollback of the same bet under another id gives nothing back again.
    await vendor.send("rollback", { ...rollback, txId: id("x") });
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before);
    expect(await roundOf(roundId)).toMatchObject({ stake: 0, status: "cancelled" });
  });

  it("leaves a tombstone when the rollback comes first: the late bet takes nothing", async () => {
    const token = await session();
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const roundId = id("r");
    const betTx = id("b");
    const rollback = await vendor.send("rollback", {
      playerId: player(),
      txId: id("x"),
      refTxId: betTx,
      roundId,
    });
    expect(rollback.body.value.balance).toBe(before);
    const late = await vendor.send("bet", { playerId: player(), token, txId: betTx, roundId, amount: 300 });
    expect([late.status, late.body.code]).toEqual([409, "ORDER_STATE_CHANGED"]);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before);
  });

  it("refuses a bet beyond the balance and remembers nothing, so the retry after a deposit goes through", async () => {
    const token = await session();
    const { mainBalance } = await balanceOf(t, demo.token);
    const bet = { playerId: player(), token, txId: id("b"), roundId: id("r"), amount: mainBalance + 1 };
    const refused = await vendor.send("bet", bet);
    expect(refused.body.code).toBe("INSUFFICIENT_FUNDS");
    await creditMember(t, demo.memberId, 1);
    const retried = await vendor.send("bet", bet);
    expect(retried.body.value).toMatchObject({ balance: 0, replayed: false });
    await vendor.send("rollback", {
      playerId: player(),
      txId: id("x"),
      refTxId: bet.txId,
      roundId: bet.roundId,
    });
  });

  it("refuses bets once the session has ended but still takes its wins and rollbacks", async () => {
    const token = await session();
    const roundId = id("r");
    const betTx = id("b");
    await vendor.send("bet", { playerId: player(), token, txId: betTx, roundId, amount: 100 });
    clockMs += 31 * 60_000;
    try {
      const late = await vendor.send("bet", {
        playerId: player(),
        token,
        txId: id("b"),
        roundId: id("r"),
        amount: 100,
      });
      expect(late.body.code).toBe("GAME_SESSION_EXPIRED");
      const win = await vendor.send("win", { playerId: player(), txId: id("w"), roundId, amount: 50 });
      expect(win.body.success).toBe(true);
      expect(await roundOf(roundId)).toEqual({ stake: 100, win: 50, status: "settled" });
    } finally {
      clockMs -= 31 * 60_000;
    }
  });

  it("refuses a launch token used after its launch window", async () => {
    const token = await launchToken(t, demo.token, gameId);
    clockMs += 6 * 60_000;
    try {
      expect((await vendor.send("authenticate", { token })).body.code).toBe("GAME_SESSION_EXPIRED");
    } finally {
      clockMs -= 6 * 60_000;
    }
  });

  it("answers bad bodies with 4xx and moves nothing", async () => {
    const token = await session();
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const base = { playerId: player(), token, txId: id("b"), roundId: id("r"), amount: 100 };
    for (const amount of [0, -1, 0.5, 1e13, "100", null]) {
      const answer = await vendor.send("bet", { ...base, amount });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    expect((await vendor.send("bet", { ...base, txId: "bad id with spaces" })).status).toBe(400);
    expect((await vendor.send("bet", { ...base, playerId: "0" })).status).toBe(400);
    expect((await vendor.send("nope", base)).status).toBe(404);
    expect((await vendor.send("win", { ...base, roundId: id("never") })).body.code).toBe("NOT_FOUND");
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before);
  });
});

describe("the vendor wallet's rules on settled rounds and outsized wins", () => {
  async function betAndClose(stake: number, win: number) {
    const token = await session();
    const roundId = id("r");
    const betTx = id("b");
    await vendor.send("bet", { playerId: player(), token, txId: betTx, roundId, amount: stake });
    const closed = await vendor.send("win", {
      playerId: player(),
      txId: id("w"),
      roundId,
      amount: win,
      roundClosed: true,
    });
    expect(closed.body.success).toBe(true);
    return { roundId, betTx };
  }

  it("refuses a second win on a round that is already settled and pays nothing", async () => {
    const { roundId } = await betAndClose(100, 200);
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const again = await vendor.send("win", { playerId: player(), txId: id("w"), roundId, amount: 300 });
    expect([again.status, again.body.code]).toEqual([409, "ORDER_STATE_CHANGED"]);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before);
    expect(await roundOf(roundId)).toEqual({ stake: 100, win: 200, status: "settled" });
  });

  it("refuses to roll back a bet whose round has already paid", async () => {
    const { roundId, betTx } = await betAndClose(100, 500);
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const rollback = await vendor.send("rollback", {
      playerId: player(),
      txId: id("x"),
      refTxId: betTx,
      roundId,
    });
    expect([rollback.status, rollback.body.code]).toEqual([409, "ORDER_STATE_CHANGED"]);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before);
    expect(await roundOf(roundId)).toEqual({ stake: 100, win: 500, status: "settled" });
  });

  it("refuses a win beyond the vendor's maximum multiplier of the stake and raises an audit alert", async () => {
    const token = await session();
    const roundId = id("r");
    await vendor.send("bet", { playerId: player(), token, txId: id("b"), roundId, amount: 1 });
    const before = (await balanceOf(t, demo.token)).mainBalance;
    const txId = id("w");
    const huge = await vendor.send("win", { playerId: player(), txId, roundId, amount: 10 ** 12 });
    expect([huge.status, huge.body.code]).toEqual([400, "AMOUNT_OUT_OF_RANGE"]);
    expect((await balanceOf(t, demo.token)).mainBalance).toBe(before);
    expect(await roundOf(roundId)).toEqual({ stake: 1, win: 0, status: "open" });
    const alerts = rowsOf<{ outcome: string; target_id: string; after: { amount: number; txId: string } }>(
      await t.ctx.database.db.execute(sql`
        select outcome, target_id, after from operator_audit where action = 'games.vendor.win_refused'
          and target_id = ${`${VENDOR}:${roundId}`}`),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ outcome: "refused", after: { amount: 10 ** 12, txId } });
  });

  it("takes the multiplier from the vendor's setting", async () => {
    await t.ctx.database.db.execute(
      sql`update game_vendors set max_win_multiplier = 50 where code = ${VENDOR}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 2_100)); // the vendor cache's life
    try {
      const token = await session();
      const roundId = id("r");
      await vendor.send("bet", { playerId: player(), token, txId: id("b"), roundId, amount: 10 });
      const part = { playerId: player(), roundId, roundClosed: false };
      expect((await vendor.send("win", { ...part, txId: id("w"), amount: 400 })).body.success).toBe(true);
      // 400 + 101 > 10 × 50: the round's wins together are capped, not each win alone.
      const over = await vendor.send("win", { ...part, txId: id("w"), amount: 101 });
      expect(over.body.code).toBe("AMOUNT_OUT_OF_RANGE");
      const rest = await vendor.send("win", { ...part, txId: id("w"), amount: 100, roundClosed: true });
      expect(rest.body.success).toBe(true);
      expect(await roundOf(roundId)).toEqual({ stake: 10, win: 500, status: "settled" });
    } finally {
      await t.ctx.database.db.execute(
        sql`update game_vendors set max_win_multiplier = default where code = ${VENDOR}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 2_100));
    }
  });
});

describe("a vendor that retries, reorders and duplicates", () => {
  it("leaves every balance, round and rollup exactly as the acknowledged calls say", async () => {
    const members = [demo, await memberSession(t, "agent01", "Agent1234")];
    const opening = new Map<number, number>();
    for (const member of members) {
      await creditMember(t, member.memberId, 200_000);
      opening.set(member.memberId, (await balanceOf(t, member.token)).mainBalance);
    }
    const moved = new Map<number, number>(members.map((m) => [m.memberId, 0]));
    const rounds: { roundId: string; stake: number; win: number; cancelled: boolean }[] = [];

    async function playRound(member: { token: string; memberId: number }, n: number) {
      const token = await launchToken(t, member.token, gameId);
      await vendor.deliver("authenticate", { token });
      const playerId = String(member.memberId);
      const roundId = id(`sim${n}`);
      const betTx = id("b");
      const stake = 10 + (n % 7) * 15;
      const shape = n % 5; // 0: win before bet; 1: rollback; 2: rollback before bet; else bet then win
      const bet = { playerId, token, txId: betTx, roundId, amount: stake };
      const win = { playerId, txId: id("w"), roundId, amount: (n % 3) * 40, roundClosed: true };
      const rollback = { playerId, txId: id("x"), refTxId: betTx, roundId };
      if (shape === 0) {
        const [, won] = await Promise.all([
          (async () => {
            await new Promise((r) => setTimeout(r, 15));
            return vendor.deliver("bet", bet);
          })(),
          vendor.deliver("win", win, { retryOn: ["NOT_FOUND"] }),
        ]);
        expect(won.body.success).toBe(true);
        moved.set(member.memberId, (moved.get(member.memberId) ?? 0) - stake + win.amount);
        rounds.push({ roundId, stake, win: win.amount, cancelled: false });
      } else if (shape === 1) {
        expect((await vendor.deliver("bet", bet)).body.success).toBe(true);
        expect((await vendor.deliver("rollback", rollback)).body.success).toBe(true);
        rounds.push({ roundId, stake: 0, win: 0, cancelled: true });
      } else if (shape === 2) {
        expect((await vendor.deliver("rollback", rollback)).body.success).toBe(true);
        expect((await vendor.deliver("bet", bet)).body.code).toBe("ORDER_STATE_CHANGED");
      } else {
        expect((await vendor.deliver("bet", bet)).body.success).toBe(true);
        expect((await vendor.deliver("win", win)).body.success).toBe(true);
        moved.set(member.memberId, (moved.get(member.memberId) ?? 0) - stake + win.amount);
        rounds.push({ roundId, stake, win: win.amount, cancelled: false });
      }
    }

    const jobs: Promise<void>[] = [];
    for (let n = 0; n < 40; n += 1) jobs.push(playRound(members[n % 2] as (typeof members)[number], n));
    await Promise.all(jobs);

    for (const member of members) {
      const now = (await balanceOf(t, member.token)).mainBalance;
      expect(now).toBe((opening.get(member.memberId) ?? 0) + (moved.get(member.memberId) ?? 0));
    }
    for (const round of rounds) {
      const stored = await roundOf(round.roundId);
      expect(stored).toMatchObject({ stake: round.stake, win: round.win });
      expect(stored?.status).toBe(round.cancelled ? "cancelled" : "settled");
    }
    // The daily rollups hold exactly what the rounds hold.
    const [sums] = rowsOf<{
      rounds_stake: string;
      rollup_stake: string;
      rounds_win: string;
      rollup_win: string;
    }>(
      await t.ctx.database.db.execute(sql`
        select (select coalesce(sum(stake), 0) from game_rounds) as rounds_stake,
          (select coalesce(sum(stake), 0) from member_game_days) as rollup_stake,
          (select coalesce(sum(win), 0) from game_rounds) as rounds_win,
          (select coalesce(sum(win), 0) from member_game_days) as rollup_win`),
    );
    expect(sums?.rollup_stake).toBe(sums?.rounds_stake);
    expect(sums?.rollup_win).toBe(sums?.rounds_win);
    // So do the 5-minute windows, each round in the window of its own start; a slot's valid stake
    // is its whole stake (rolled-back bets took theirs back), and trial play counts none.
    const [windows] = rowsOf<{
      stake: string;
      win: string;
      valid: string;
      valid_days: string;
      misplaced: string;
    }>(
      await t.ctx.database.db.execute(sql`
        select (select coalesce(sum(stake), 0) from member_game_windows) as stake,
          (select coalesce(sum(win), 0) from member_game_windows) as win,
          (select coalesce(sum(valid_stake), 0) from member_game_windows) as valid,
          (select coalesce(sum(valid_stake), 0) from member_game_days) as valid_days,
          (select count(*) from game_rounds r where r.stake <> 0 and not exists (
            select 1 from member_game_windows w where w.member_id = r.member_id and w.game_type = r.game_type
              and w.window_start = to_timestamp(floor(extract(epoch from r.created_at) / 300) * 300))) as misplaced`),
    );
    const [trial] = rowsOf<{ stake: string }>(
      await t.ctx.database.db.execute(
        sql`select coalesce(sum(stake), 0) as stake from game_rounds where is_trial`,
      ),
    );
    expect(windows?.stake).toBe(sums?.rounds_stake);
    expect(windows?.win).toBe(sums?.rounds_win);
    expect(Number(windows?.valid)).toBe(Number(sums?.rounds_stake) - Number(trial?.stake));
    expect(windows?.valid_days).toBe(windows?.valid);
    expect(Number(windows?.misplaced)).toBe(0);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
