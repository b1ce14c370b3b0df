import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, failureOf, okValue } from "../../../test/api-client.ts";
import { demoMerchant } from "../../../test/merchant-fixtures.ts";
import {
  addOperator,
  auditSince,
  lastAuditId,
  operatorLogin,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";
import { balanceOf, creditMember, memberSession, newKey } from "../../../test/wallet-fixtures.ts";
import { checkLedger } from "../../wallet/ledger-check.ts";
import { footballFixture, pushBookFeed } from "../book-test-feed.ts";

// The console's book: the merchant's own event made and priced by one operator, its trading view
// following the bets (liability per selection), a market suspended and limited, a result filed by
// one operator and recorded and settled only on a second's approval, the bets search, and a feed
// event's markets left to platform operators.

const SECRET = "sports-feed-secret-for-console";
let t: TTestApp;
const tokens = { a: "", b: "", member: "" };

beforeAll(async () => {
  ({ t } = await startConsoleTest({ env: { SPORTS_FEED_SECRET: SECRET } }));
  const demoId = (await demoMerchant(t)).id;
  tokens.a = await operatorLogin(
    t,
    await addOperator(t, { username: "book-a", role: "owner", merchantId: demoId }),
    "10.96.0.1",
  );
  tokens.b = await operatorLogin(
    t,
    await addOperator(t, { username: "book-b", role: "owner", merchantId: demoId }),
    "10.96.0.2",
  );
  const member = await memberSession(t, "demo01", "Demo1234");
  tokens.member = member.token;
  await creditMember(t, member.memberId, 1_000_000);
});
afterAll(async () => t?.close());

const newEvent = () =>
  callApi(
    t,
    "boBookNewEvent",
    {
      sport: "football",
      competition: "Merchant Cup",
      kind: "match",
      home: "Orchid Reds",
      away: "Orchid Blues",
      startsAt: new Date(Date.now() + 3_600_000).toISOString(),
      markets: [
        {
          type: "1x2",
          selections: [
            { code: "home", odds: 2_000 },
            { code: "draw", odds: 3_200 },
            { code: "away", odds: 3_600 },
          ],
        },
      ],
    },
    { token: tokens.a },
  );

const bet = (selectionId: number, odds: number, stake: number) =>
  callApi(
    t,
    "placeBookBet",
    { requestKey: newKey(), legs: [{ selectionId, odds }], stake, acceptOdds: "none" },
    { token: tokens.member },
  );

describe("the merchant's own event", () => {
  it("is traded, limited, resulted by two operators and settled", async () => {
    const trading = okValue(await newEvent());
    expect(trading.event).toMatchObject({ own: true, state: "prematch", home: "Orchid Reds" });
    const market = trading.markets[0];
    const home = market?.selections.find((selection) => selection.code === "home");
    if (!market || !home) throw new Error("no 1x2 home");
    okValue(await bet(home.id, 2_000, 10_000));
    const after = okValue(await callApi(t, "boBookTrading", { id: trading.event.id }, { token: tokens.a }));
    expect(after.markets[0]?.selections.find((selection) => selection.id === home.id)).toMatchObject({
      bets: 1,
      stake: 10_000,
      liability: 10_000,
    });
    expect(after.event).toMatchObject({ openBets: 1, openStake: 10_000, maxLiability: 10_000 });

    okValue(
      await callApi(t, "boBookMarketState", { marketId: market.id, state: "suspended" }, { token: tokens.a }),
    );
    expect(failureOf(await bet(home.id, 2_000, 1_000)).code).toBe("BET_SUSPENDED");
    okValue(
      await callApi(t, "boBookMarketState", { marketId: market.id, state: "open" }, { token: tokens.a }),
    );
    okValue(
      await callApi(t, "boBookMarketLimit", { marketId: market.id, maxStake: 5_000 }, { token: tokens.a }),
    );
    expect(failureOf(await bet(home.id, 2_000, 6_000)).code).toBe("BOOK_LIMIT");
    okValue(
      await callApi(
        t,
        "boBookEventOdds",
        {
          eventId: trading.event.id,
          markets: [{ type: "1x2", selections: [{ code: "home", odds: 1_800 }] }],
        },
        { token: tokens.a },
      ),
    );
    expect(failureOf(await bet(home.id, 2_000, 1_000)).code).toBe("ODDS_CHANGED");

    const result = { status: "final", home: 1, away: 0 };
    expect(
      failureOf(await callApi(t, "boBookResult", { eventId: trading.event.id, result }, { token: tokens.a }))
        .code,
    ).toBe("ORDER_STATE_CHANGED");
    okValue(
      await callApi(
        t,
        "boBookEventStatus",
        { eventId: trading.event.id, state: "live", score: { home: 1, away: 0 }, clock: 80 },
        { token: tokens.a },
      ),
    );
    expect(
      failureOf(
        await callApi(
          t,
          "boBookResult",
          { eventId: trading.event.id, result: { status: "final", home: 1 } },
          { token: tokens.a },
        ),
      ).code,
    ).toBe("INVALID_INPUT");
    const mark = await lastAuditId(t);
    const { approvalId } = okValue(
      await callApi(t, "boBookResult", { eventId: trading.event.id, result }, { token: tokens.a }),
    );
    expect((await auditSince(t, mark)).map((row) => row.action)).toContain("approvals.request");
    expect(
      failureOf(await callApi(t, "boBookResult", { eventId: trading.event.id, result }, { token: tokens.a }))
        .code,
    ).toBe("APPROVAL_PENDING");
    expect(
      okValue(await callApi(t, "boBookTrading", { id: trading.event.id }, { token: tokens.a }))
        .pendingApprovalId,
    ).toBe(approvalId);
    expect(
      (
        await callApi(
          t,
          "boDecideApproval",
          { id: approvalId, decision: "approve", note: "Seen." },
          { token: tokens.a },
        )
      ).body.success,
    ).toBe(false);
    const before = (await balanceOf(t, tokens.member)).mainBalance;
    okValue(
      await callApi(
        t,
        "boDecideApproval",
        { id: approvalId, decision: "approve", note: "Seen." },
        { token: tokens.b },
      ),
    );
    // The approval's settlement runs after its commit.
    for (let tries = 0; tries < 100; tries += 1) {
      const view = okValue(await callApi(t, "boBookTrading", { id: trading.event.id }, { token: tokens.a }));
      if (view.results[0]?.settledAt) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const settled = okValue(await callApi(t, "boBookTrading", { id: trading.event.id }, { token: tokens.a }));
    expect(settled.event).toMatchObject({ state: "ended", resultRound: 1, settledRound: 1, openBets: 0 });
    expect(settled.results[0]).toMatchObject({
      round: 1,
      source: "console",
      enteredBy: "book-a",
      approvedBy: "book-b",
      bets: 1,
      paid: 20_000,
    });
    expect((await balanceOf(t, tokens.member)).mainBalance).toBe(before + 20_000);
    const bets = okValue(await callApi(t, "boBookBets", { eventId: trading.event.id }, { token: tokens.b }));
    expect(bets).toMatchObject({ total: 1, stake: 10_000, payout: 20_000 });
    expect(bets.rows[0]).toMatchObject({ username: "demo01", state: "settled", payout: 20_000, owed: 0 });
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("a feed event", () => {
  it("is read by the merchant's operators, its markets moved only by platform operators", async () => {
    await pushBookFeed(t, SECRET, [
      footballFixture("feed-1", new Date(Date.now() + 3_600_000), "Feed Home", "Feed Away"),
    ]);
    const found = okValue(await callApi(t, "boBookEvents", { q: "Feed Home" }, { token: tokens.a }));
    expect(found.rows[0]).toMatchObject({ own: false, home: "Feed Home" });
    const view = okValue(
      await callApi(t, "boBookTrading", { id: found.rows[0]?.id ?? 0 }, { token: tokens.a }),
    );
    const marketId = view.markets[0]?.id ?? 0;
    expect(
      failureOf(await callApi(t, "boBookMarketState", { marketId, state: "suspended" }, { token: tokens.a }))
        .code,
    ).toBe("FORBIDDEN");
    expect(
      failureOf(
        await callApi(t, "boBookEventStatus", { eventId: view.event.id, state: "live" }, { token: tokens.a }),
      ).code,
    ).toBe("FORBIDDEN");
  });
});

describe("an outright", () => {
  it("takes its standings from a platform operator, a dead heat paid in part, on a second's approval", async () => {
    const platform = {
      a: await operatorLogin(
        t,
        await addOperator(t, { username: "book-p1", role: "owner", merchantId: null }),
        "10.96.0.3",
      ),
      b: await operatorLogin(
        t,
        await addOperator(t, { username: "book-p2", role: "owner", merchantId: null }),
        "10.96.0.4",
      ),
    };
    await pushBookFeed(t, SECRET, [
      {
        type: "fixture",
        ref: "outright-1",
        sport: "football",
        competition: { ref: "test-cup", name: "Test Cup" },
        kind: "outright",
        home: "Test Cup winner",
        startsAt: new Date(Date.now() + 3_600_000).toISOString(),
        markets: [
          {
            type: "outright",
            places: 1,
            selections: [
              { code: "Ana", name: "Ana", odds: 3_000 },
              { code: "Ben", name: "Ben", odds: 4_000 },
              { code: "Cai", name: "Cai", odds: 5_000 },
            ],
          },
        ],
      },
    ]);
    const found = okValue(await callApi(t, "boBookEvents", { q: "Test Cup winner" }, { token: platform.a }));
    const eventId = found.rows[0]?.id ?? 0;
    const view = okValue(await callApi(t, "boBookTrading", { id: eventId }, { token: platform.a }));
    const selection = (code: string) => view.markets[0]?.selections.find((each) => each.code === code);
    const ana = selection("Ana");
    const cai = selection("Cai");
    okValue(await bet(ana?.id ?? 0, ana?.odds ?? 0, 10_000));
    okValue(await bet(cai?.id ?? 0, cai?.odds ?? 0, 10_000));
    await pushBookFeed(t, SECRET, [{ type: "status", ref: "outright-1", state: "live" }]);
    const file = (result: Record<string, unknown>) =>
      callApi(t, "boBookResult", { eventId, result }, { token: platform.a });
    // A competitor outside the field, or placed and withdrawn, is refused before anyone approves.
    expect(failureOf(await file({ status: "final", standings: [["Zed"]] })).code).toBe("INVALID_INPUT");
    expect(failureOf(await file({ status: "final", standings: [["Ana"]], withdrawn: ["Ana"] })).code).toBe(
      "INVALID_INPUT",
    );
    // Ana and Ben share the one place paid; Cai took no part.
    const { approvalId } = okValue(
      await file({ status: "final", standings: [["Ana", "Ben"]], withdrawn: ["Cai"] }),
    );
    const before = (await balanceOf(t, tokens.member)).mainBalance;
    okValue(
      await callApi(
        t,
        "boDecideApproval",
        { id: approvalId, decision: "approve", note: "Seen." },
        { token: platform.b },
      ),
    );
    for (let tries = 0; tries < 100; tries += 1) {
      const trading = okValue(await callApi(t, "boBookTrading", { id: eventId }, { token: platform.a }));
      if (trading.results[0]?.settledAt) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const settled = okValue(await callApi(t, "boBookTrading", { id: eventId }, { token: platform.a }));
    // Ana: half the stake at 3.00 (15,000), half lost; Cai: withdrawn, the stake back (10,000).
    expect(settled.results[0]).toMatchObject({ round: 1, source: "console", bets: 2, paid: 25_000 });
    expect((await balanceOf(t, tokens.member)).mainBalance).toBe(before + 25_000);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});

describe("settings", () => {
  it("save the merchant's margins and limits", async () => {
    const settings = okValue(await callApi(t, "boBookSettings", undefined, { token: tokens.a }));
    const saved = okValue(
      await callApi(
        t,
        "boSaveBookSettings",
        { ...settings, margins: { "1x2": 500 }, inPlayDelayMs: 2_000 },
        { token: tokens.a },
      ),
    );
    expect(saved).toMatchObject({ margins: { "1x2": 500 }, inPlayDelayMs: 2_000 });
  });
});
