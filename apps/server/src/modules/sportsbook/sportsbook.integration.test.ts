import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { rowsOf } from "../../db/database.ts";
import { bookSettings } from "../../db/schema/sportsbook.ts";
import { callApi, failureOf, okValue } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import { addMember } from "../../test/operator-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "../wallet/ledger-check.ts";
import { placeBetBatch } from "./bets/bet-batch.ts";
import { prepareBet } from "./bets/place-bet.ts";
import { BOOK_DEFAULTS, BookSettingsCache } from "./book-settings.ts";
import { footballFixture, pushBookFeed } from "./book-test-feed.ts";
import { settleBookJob } from "./settlement/settle-job.ts";

// The book end to end on a real server: fixtures and prices from the signed feed, singles and
// parlays placed once per key with prices checked again, a live bet through the in-play delay,
// a suspension refusal, a cash-out, settlement from the feed's result, a correction settled
// again (reversed and paid anew) and a cancelled event voiding its legs; the ledger balances
// after each step.

const SECRET = "sports-feed-secret-for-tests";
const HOUR = 3_600_000;

let t: TTestApp;
let token = "";
let memberId = 0;
const start = new Date(Date.now() + 2 * HOUR);

const feed = (messages: Parameters<typeof pushBookFeed>[2]) => pushBookFeed(t, SECRET, messages);
const mainBalance = async () => (await balanceOf(t, token)).mainBalance;
const settle = () => settleBookJob(t.ctx).run();

async function eventOf(ref: string) {
  const [row] = rowsOf<{ id: string | number }>(
    await t.ctx.database.db.execute(sql`select id from book_events where feed_ref = ${ref}`),
  );
  if (!row) throw new Error(`no event ${ref}`);
  return okValue(await callApi(t, "bookEvent", { id: Number(row.id) }));
}

function selectionOf(event: Awaited<ReturnType<typeof eventOf>>, key: string, code: string) {
  const market = event.markets.find((candidate) => candidate.key === key);
  const selection = market?.selections.find((candidate) => candidate.code === code);
  if (!selection) throw new Error(`no ${key} ${code} on ${event.home}`);
  return selection;
}

async function place(
  legs: { selectionId: number; odds: number }[],
  stake: number,
  acceptOdds = "none",
  requestKey = newKey(),
) {
  return callApi(
    t,
    "placeBookBet",
    { requestKey, legs, stake, acceptOdds: acceptOdds as "none" | "higher" | "any" },
    { token },
  );
}

async function betRow(betId: number) {
  const [row] = rowsOf<{
    state: string;
    payout: string | number | null;
    pay_round: number;
    owed: string | number;
  }>(
    await t.ctx.database.db.execute(
      sql`select state, payout, pay_round, owed from book_bets where id = ${betId}`,
    ),
  );
  return {
    state: row?.state,
    payout: row?.payout === null ? null : Number(row?.payout),
    payRound: row?.pay_round,
  };
}

async function expectLedgerBalanced() {
  expect(await checkLedger(t.ctx.database.db)).toEqual([]);
}

beforeAll(async () => {
  t = await startTestApp({ SPORTS_FEED_SECRET: SECRET });
  const merchant = await demoMerchant(t);
  await t.ctx.database.db
    .insert(bookSettings)
    .values({ merchantId: merchant.id, ...BOOK_DEFAULTS, inPlayDelayMs: 30 });
  const demo = await memberSession(t, "demo01", "Demo1234");
  memberId = demo.memberId;
  token = demo.token;
  await creditMember(t, memberId, 10_000_000);
  const pushed = await feed([
    footballFixture("m1", start, "Harbour City", "Pine Rovers"),
    footballFixture("m2", start, "North Vale", "Stone Bridge"),
    footballFixture("m3", start, "Lake Town", "Old Mill"),
  ]);
  expect(pushed.body.value).toEqual({ applied: 3, unknown: 0 });
});
afterAll(async () => t?.close());

describe("the feed", () => {
  it("refuses a push that is not signed with the secret, or replayed", async () => {
    const message = [{ type: "status" as const, ref: "m1", state: "prematch" as const }];
    expect((await pushBookFeed(t, "another-secret-entirely", message)).status).toBe(401);
    const nonce = "replayed-nonce-123456";
    expect((await pushBookFeed(t, SECRET, message, { nonce })).status).toBe(200);
    expect((await pushBookFeed(t, SECRET, message, { nonce })).body.code).toBe("SIGNATURE_INVALID");
    expect((await pushBookFeed(t, SECRET, message, { nowMs: Date.now() - 400_000 })).status).toBe(401);
    expect((await feed([{ type: "status", ref: "nobody", state: "live" }])).body.value).toEqual({
      applied: 0,
      unknown: 1,
    });
  });

  it("shows the fixtures on the board with every market", async () => {
    const counts = okValue(await callApi(t, "bookSports"));
    const football = counts.find((row) => row.sport === "football");
    expect((football?.today ?? 0) + (football?.early ?? 0)).toBeGreaterThanOrEqual(3);
    const event = await eventOf("m1");
    expect(event.markets.map((market) => market.key).sort()).toEqual(
      ["1x2", "asian_handicap:-1", "correct_score", "over_under:10"].sort(),
    );
    expect(selectionOf(event, "1x2", "home").odds).toBe(2100);
  });
});

describe("live prices", () => {
  it("reach a page watching the event within a second of the feed's change, at the merchant's price", async () => {
    const origin = (await t.app.listen({ port: 0, host: "127.0.0.1" })).replace("http", "ws");
    const event = await eventOf("m3");
    const home = selectionOf(event, "1x2", "home");
    const socket = new WebSocket(`${origin}/sb/ws?merchant=demo`);
    const pushes: {
      type: string;
      eventId: number;
      selections?: { id: number; odds: number }[];
      state?: string;
    }[] = [];
    socket.on("message", (data) => pushes.push(JSON.parse(data.toString())));
    await new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    });
    socket.send(JSON.stringify({ type: "watch", eventIds: [event.id] }));
    // The socket reads the watch list as a message arrives: give it a moment before the change.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const sentAt = Date.now();
    await feed([
      { type: "odds", ref: "m3", markets: [{ type: "1x2", selections: [{ code: "home", odds: 2_250 }] }] },
    ]);
    await feed([
      { type: "odds", ref: "m2", markets: [{ type: "1x2", selections: [{ code: "draw", odds: 3_100 }] }] },
    ]);
    while (!pushes.some((push) => push.type === "odds")) {
      if (Date.now() - sentAt > 1_000) throw new Error("no price within a second");
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const odds = pushes.find((push) => push.type === "odds");
    expect(odds?.eventId).toBe(event.id);
    expect(odds?.selections?.find((selection) => selection.id === home.id)?.odds).toBe(2_250);
    // Another event's change is not sent to a page that does not show it.
    expect(pushes.every((push) => push.eventId === event.id)).toBe(true);
    socket.close();
  });
});

describe("placing bets", () => {
  it("takes a single once per key and refuses the same key for another bet", async () => {
    const event = await eventOf("m1");
    const home = selectionOf(event, "1x2", "home");
    const before = await mainBalance();
    const key = newKey();
    const bet = okValue(await place([{ selectionId: home.id, odds: home.odds }], 10_000, "none", key));
    expect(bet).toMatchObject({
      kind: "single",
      stake: 10_000,
      odds: "2.100",
      potentialReturn: 21_000,
      state: "open",
    });
    const again = okValue(await place([{ selectionId: home.id, odds: home.odds }], 10_000, "none", key));
    expect(again.id).toBe(bet.id);
    expect(
      failureOf(await place([{ selectionId: home.id, odds: home.odds }], 20_000, "none", key)).code,
    ).toBe("IDEMPOTENCY_MISMATCH");
    expect(await mainBalance()).toBe(before - 10_000);
    await expectLedgerBalanced();
  });

  it("checks the price again: refused when it moved unless the member takes the move", async () => {
    await feed([
      { type: "odds", ref: "m2", markets: [{ type: "1x2", selections: [{ code: "home", odds: 1900 }] }] },
    ]);
    const home = selectionOf(await eventOf("m2"), "1x2", "home");
    expect(home.odds).toBe(1900);
    const moved = failureOf(await place([{ selectionId: home.id, odds: 2100 }], 1_000));
    expect(moved.code).toBe("ODDS_CHANGED");
    expect(failureOf(await place([{ selectionId: home.id, odds: 2000 }], 1_000, "higher")).code).toBe(
      "ODDS_CHANGED",
    );
    const taken = okValue(await place([{ selectionId: home.id, odds: 2100 }], 1_000, "any"));
    expect(taken.legs[0]?.odds).toBe(1900);
    const better = okValue(await place([{ selectionId: home.id, odds: 1800 }], 1_000, "higher"));
    expect(better.legs[0]?.odds).toBe(1900);
  });

  it("takes a parlay over different events and refuses two legs of one event", async () => {
    const [e1, e2, e3] = await Promise.all([eventOf("m1"), eventOf("m2"), eventOf("m3")]);
    const legs = [
      selectionOf(e1, "asian_handicap:-1", "home"),
      selectionOf(e2, "over_under:10", "over"),
      selectionOf(e3, "1x2", "draw"),
    ].map((selection) => ({ selectionId: selection.id, odds: selection.odds }));
    const parlay = okValue(await place(legs, 1_000));
    expect(parlay).toMatchObject({ kind: "parlay", odds: "12.226", potentialReturn: 12_226 });
    const sameEvent = [selectionOf(e1, "1x2", "home"), selectionOf(e1, "over_under:10", "over")].map((s) => ({
      selectionId: s.id,
      odds: s.odds,
    }));
    expect(failureOf(await place(sameEvent, 1_000)).code).toBe("PARLAY_INVALID");
  });

  it("refuses stakes outside the limits", async () => {
    const home = selectionOf(await eventOf("m3"), "1x2", "home");
    const leg = [{ selectionId: home.id, odds: home.odds }];
    expect(failureOf(await place(leg, 50)).code).toBe("BOOK_LIMIT");
    expect(failureOf(await place(leg, BOOK_DEFAULTS.maxStake + 1)).code).toBe("BOOK_LIMIT");
  });

  it("holds the member's cap on an event against a burst of bets placed at once", async () => {
    await creditMember(t, memberId, 10_000_000);
    await feed([footballFixture("m5", start, "Burst Town", "Cap City")]);
    const home = selectionOf(await eventOf("m5"), "1x2", "home");
    // The cap is 100,000.00 a member and event: 16 bets of 6,000.00 fit, the 17th would not.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place([{ selectionId: home.id, odds: home.odds }], 600_000)),
    );
    const refused = answers.filter((answer) => !answer.body.success).map((answer) => failureOf(answer));
    expect(answers.length - refused.length).toBe(Math.floor(BOOK_DEFAULTS.memberEventCap / 600_000));
    expect(refused.every((failure) => failure.code === "BOOK_LIMIT")).toBe(true);
    const [total] = rowsOf<{ stake: string | number }>(
      await t.ctx.database.db.execute(sql`select m.stake from book_member_events m
        join book_events e on e.id = m.event_id where e.feed_ref = 'm5' and m.member_id = ${memberId}`),
    );
    expect(Number(total?.stake)).toBe(16 * 600_000);
    await expectLedgerBalanced();
  });

  it("shares a transaction among bets placed at once, each answered as if placed alone", async () => {
    await feed([footballFixture("m6", start, "Shared Ferry", "Group Commit")]);
    const event = await eventOf("m6");
    const home = selectionOf(event, "1x2", "home");
    const away = selectionOf(event, "1x2", "away");
    const draw = selectionOf(event, "1x2", "draw");
    const saver = await addMember(t, { username: "sbshared01" });
    await creditMember(t, saver.id, 1_000_000);
    const saverToken = (await memberSession(t, "sbshared01", "Tree1234")).token;
    const placeAs = (who: string, selection: { id: number; odds: number }, stake: number, key = newKey()) =>
      callApi(
        t,
        "placeBookBet",
        {
          requestKey: key,
          legs: [{ selectionId: selection.id, odds: selection.odds }],
          stake,
          acceptOdds: "none",
        },
        { token: who },
      );
    const repeated = newKey();
    const answers = await Promise.all([
      // Two sides of one market by one member: both are marked as both-sides bets.
      placeAs(token, home, 5_000),
      placeAs(token, away, 5_000),
      // The same request twice: one bet, the same answer.
      placeAs(token, draw, 3_000, repeated),
      placeAs(token, draw, 3_000, repeated),
      // 10,000.00 in the wallet pays for two of these three; the third is refused on its own.
      placeAs(saverToken, home, 400_000),
      placeAs(saverToken, home, 400_000),
      placeAs(saverToken, home, 400_000),
    ]);
    const [homeBet, awayBet, first, again] = answers.slice(0, 4).map((answer) => okValue(answer));
    expect(first?.id).toBe(again?.id);
    const saverAnswers = answers.slice(4);
    const paid = saverAnswers.filter((answer) => answer.body.success);
    expect(paid).toHaveLength(2);
    expect(
      saverAnswers.filter((answer) => !answer.body.success).map((answer) => failureOf(answer).code),
    ).toEqual(["INSUFFICIENT_FUNDS"]);
    expect((await balanceOf(t, saverToken)).mainBalance).toBe(200_000);
    const hedged = rowsOf<{ id: string | number; hedged: boolean }>(
      await t.ctx.database.db.execute(
        sql`select id, hedged from book_bets where id in (${homeBet?.id ?? 0}, ${awayBet?.id ?? 0}, ${first?.id ?? 0})
          order by id`,
      ),
    );
    expect(Object.fromEntries(hedged.map((row) => [Number(row.id), row.hedged]))).toEqual({
      [homeBet?.id ?? 0]: true,
      [awayBet?.id ?? 0]: true,
      [first?.id ?? 0]: true,
    });
    const [counted] = rowsOf<{ bets: string | number; stake: string | number }>(
      await t.ctx.database.db.execute(sql`select count(*) as bets, coalesce(sum(stake), 0) as stake
        from book_bets b join book_bet_legs l on l.bet_id = b.id where l.event_id = ${event.id}`),
    );
    expect({ bets: Number(counted?.bets), stake: Number(counted?.stake) }).toEqual({
      bets: 5,
      stake: 5_000 + 5_000 + 3_000 + 800_000,
    });
    const [exposure] = rowsOf<{ bets: string | number; stake: string | number }>(
      await t.ctx.database.db.execute(
        sql`select bets, stake from book_exposure where selection_id = ${home.id}`,
      ),
    );
    expect({ bets: Number(exposure?.bets), stake: Number(exposure?.stake) }).toEqual({
      bets: 3,
      stake: 805_000,
    });
    await expectLedgerBalanced();
  });

  it("answers each bet of one shared batch as alone: a refused one, a repeated key, the rest placed", async () => {
    await feed([footballFixture("m7", start, "Batch Harbour", "Commit Rovers")]);
    const event = await eventOf("m7");
    const home = selectionOf(event, "1x2", "home");
    const member = await addMember(t, { username: "sbshared02" });
    await creditMember(t, member.id, 500_000);
    const merchant = await demoMerchant(t);
    const settings = new BookSettingsCache(t.ctx.database.db, t.ctx.now);
    const prepare = (stake: number, requestKey = newKey()) =>
      prepareBet(t.ctx, settings, {
        merchantId: merchant.id,
        member,
        input: { requestKey, legs: [{ selectionId: home.id, odds: home.odds }], stake, acceptOdds: "none" },
        requestHash: `hash-${requestKey}`,
      });
    const repeated = newKey();
    const bets = [
      await prepare(200_000),
      await prepare(200_000),
      // 5,000.00 pays for two of these three.
      await prepare(200_000),
      await prepare(50_000, repeated),
      await prepare(50_000, repeated),
    ];
    // The batch's own pricing refuses the third (the first two took the wallet's money): it is
    // placed alone at once, exactly as it stands, and the others are sent again in the next batch.
    const first = await placeBetBatch(t.ctx, bets.slice(0, 3));
    expect(
      first.map((outcome) => ("again" in outcome ? "again" : "error" in outcome ? "error" : "value")),
    ).toEqual(["again", "again", "value"]);
    // The repeated key keeps the rest from sharing: each is placed alone, in order. The first
    // takes 2,000.00 of the 3,000.00 left, the second is refused for what is left, and the second
    // of the pair finds its key taken.
    const second = await placeBetBatch(
      t.ctx,
      [bets[0], bets[1], bets[3], bets[4]].flatMap((bet) => (bet ? [bet] : [])),
    );
    expect(
      second.map((outcome) => ("value" in outcome ? "value" : "error" in outcome ? "error" : "again")),
    ).toEqual(["value", "error", "value", "error"]);
    const refused = second[1] && "error" in second[1] ? (second[1].error as { code?: string }) : undefined;
    expect(refused?.code).toBe("INSUFFICIENT_FUNDS");
    // A batch that shares: both placed in one transaction with ids in order.
    const third = await placeBetBatch(t.ctx, [await prepare(10_000), await prepare(10_000)]);
    const placedIds = third.map((outcome) => ("value" in outcome ? outcome.value.betId : 0));
    expect(placedIds[1]).toBe((placedIds[0] ?? 0) + 1);
    const [row] = rowsOf<{ bets: string | number; stake: string | number }>(
      await t.ctx.database.db.execute(
        sql`select count(*) as bets, sum(stake) as stake from book_bets where member_id = ${member.id}`,
      ),
    );
    expect({ bets: Number(row?.bets), stake: Number(row?.stake) }).toEqual({ bets: 5, stake: 470_000 });
    const [member_event] = rowsOf<{ stake: string | number }>(
      await t.ctx.database.db.execute(
        sql`select stake from book_member_events where member_id = ${member.id} and event_id = ${event.id}`,
      ),
    );
    expect(Number(member_event?.stake)).toBe(470_000);
    await expectLedgerBalanced();
  });

  it("waits out the in-play delay, and refuses while the event is suspended", async () => {
    await feed([{ type: "status", ref: "m3", state: "live", score: { home: 0, away: 0 }, clock: 12 }]);
    const event = await eventOf("m3");
    expect(event).toMatchObject({ state: "live", inPlayDelayMs: 30, clock: 12 });
    const away = selectionOf(event, "1x2", "away");
    const live = okValue(await place([{ selectionId: away.id, odds: away.odds }], 2_000));
    expect(live.legs[0]?.live).toBe(true);
    await feed([{ type: "status", ref: "m3", state: "suspended" }]);
    const refused = failureOf(await place([{ selectionId: away.id, odds: away.odds }], 2_000));
    expect(refused.code).toBe("BET_SUSPENDED");
    await feed([{ type: "status", ref: "m3", state: "live" }]);
  });
});

describe("cash-out", () => {
  it("closes a bet at the price now, never below the one accepted", async () => {
    const away = selectionOf(await eventOf("m2"), "1x2", "away");
    const bet = okValue(await place([{ selectionId: away.id, odds: away.odds }], 10_000));
    // The price falls from 3.50 to 2.50: the bet is worth 140.00, 133.00 after the 5 % margin.
    await feed([
      { type: "odds", ref: "m2", markets: [{ type: "1x2", selections: [{ code: "away", odds: 2500 }] }] },
    ]);
    const open = okValue(await callApi(t, "myBookBets", { state: "open" }, { token }));
    const listed = open.rows.find((row) => row.id === bet.id);
    expect(listed?.cashOut).toBe(13_300);
    expect(
      failureOf(
        await callApi(
          t,
          "cashOutBookBet",
          { betId: bet.id, amount: 14_000, requestKey: newKey() },
          { token },
        ),
      ).code,
    ).toBe("CASHOUT_CHANGED");
    const before = await mainBalance();
    const key = newKey();
    const cashed = okValue(
      await callApi(t, "cashOutBookBet", { betId: bet.id, amount: 13_300, requestKey: key }, { token }),
    );
    expect(cashed).toMatchObject({ state: "cashed_out", payout: 13_300, cashOut: null });
    okValue(
      await callApi(t, "cashOutBookBet", { betId: bet.id, amount: 13_300, requestKey: key }, { token }),
    );
    expect(await mainBalance()).toBe(before + 13_300);
    expect(
      failureOf(
        await callApi(t, "cashOutBookBet", { betId: bet.id, amount: 1, requestKey: newKey() }, { token }),
      ).code,
    ).toBe("CASHOUT_UNAVAILABLE");
    await expectLedgerBalanced();
  });
});

describe("settlement", () => {
  it("pays from the result, settles a correction again exactly, and voids a cancelled event's legs", async () => {
    const bets = okValue(await callApi(t, "myBookBets", { state: "open", pageSize: 50 }, { token })).rows;
    const single = bets.find((bet) => bet.kind === "single" && bet.legs[0]?.home === "Harbour City");
    const parlay = bets.find((bet) => bet.kind === "parlay");
    if (!single || !parlay) throw new Error("the bets placed above are missing");
    const before = await mainBalance();

    await feed([
      { type: "status", ref: "m1", state: "ended", score: { home: 2, away: 1 } },
      { type: "result", ref: "m1", result: { status: "final", home: 2, away: 1 } },
    ]);
    await settle();
    // Home won 2-1: the single at 2.10 returns 210.00; the parlay waits for its other legs.
    expect(await betRow(single.id)).toMatchObject({ state: "settled", payout: 21_000, payRound: 1 });
    expect((await betRow(parlay.id)).state).toBe("open");
    expect(await mainBalance()).toBe(before + 21_000);
    await expectLedgerBalanced();

    // The same result again changes nothing; a corrected 1-1 takes the win back exactly.
    await feed([{ type: "result", ref: "m1", result: { status: "final", home: 2, away: 1 } }]);
    await feed([{ type: "result", ref: "m1", result: { status: "final", home: 1, away: 1 } }]);
    await settle();
    expect(await betRow(single.id)).toMatchObject({ state: "settled", payout: 0, payRound: 2 });
    expect(await mainBalance()).toBe(before);
    await expectLedgerBalanced();

    // m1 at 1-1 made the parlay's home −0.25 leg a half loss; m3 called off voids its leg; m2's over 2.5 wins.
    await feed([{ type: "result", ref: "m3", result: { status: "cancelled" } }]);
    await feed([{ type: "result", ref: "m2", result: { status: "final", home: 2, away: 1 } }]);
    await settle();
    // 10.00 × ½ × 1.90 × 1 = 9.50
    expect(await betRow(parlay.id)).toMatchObject({ state: "settled", payout: 950 });
    const settled = okValue(await callApi(t, "myBookBets", { state: "settled", pageSize: 50 }, { token }));
    const shown = settled.rows.find((bet) => bet.id === parlay.id);
    expect(shown?.legs.map((leg) => leg.outcome)).toEqual(["half_lose", "win", "void"]);
    await expectLedgerBalanced();
    const [rollup] = rowsOf<{ bets: number; stake: string | number }>(
      await t.ctx.database.db.execute(
        sql`select sum(bets)::int as bets, sum(stake) as stake from member_game_days where member_id = ${memberId} and game_type = 'SPORTS'`,
      ),
    );
    expect(rollup?.bets).toBeGreaterThanOrEqual(5);
  });
});
