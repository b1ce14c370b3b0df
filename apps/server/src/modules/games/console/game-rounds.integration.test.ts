import type { TInputOf } from "@orchid/contract/endpoint-io";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../../db/database.ts";
import { call } from "../../../test/account-calls.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../../test/api-client.ts";
import { addRound } from "../../../test/game-round-fixtures.ts";
import { demoMerchant, memberRow } from "../../../test/merchant-fixtures.ts";
import {
  addMember,
  addMerchant,
  loginNewOperator,
  startConsoleTest,
} from "../../../test/operator-fixtures.ts";
import type { TTestApp } from "../../../test/test-app.ts";

// A merchant's game rounds in the console: by member, game, vendor, type, status and period (the
// merchant's time zone, Asia/Yangon = UTC+6:30), newest first, paged, with totals; one round's
// detail; never another merchant's rounds. Finance and support read them; content does not.

const NOW = new Date("2030-03-10T06:00:00Z"); // 12:30 on 10 March in Yangon
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

let t: TTestApp;
let ownerToken = "";
let demoId = 0;
let otherId = 0;
const ids: Record<string, number> = {};
const games = { a: 0, b: 0 };

async function slotGame(vendor: string): Promise<number> {
  const [row] = rowsOf<{ id: string }>(
    await t.ctx.database.db.execute(sql`
      select id from games where vendor_code = ${vendor} and parent_id is null order by id limit 1`),
  );
  if (!row) throw new Error(`no game of ${vendor}`);
  return Number(row.id);
}

beforeAll(async () => {
  ({ t, ownerToken } = await startConsoleTest({ now: () => NOW }));
  demoId = (await demoMerchant(t)).id;
  otherId = await addMerchant(t, "other");
  const demo01 = (await memberRow(t, "demo01"))?.id ?? 0;
  const agent01 = (await memberRow(t, "agent01"))?.id ?? 0;
  const stranger = (await addMember(t, { username: "stranger01", merchantId: otherId })).id;
  games.a = await slotGame("NOVA");
  games.b = await slotGame("QUILL");
  const round = (
    memberId: number,
    gameId: number,
    stake: number,
    win: number,
    createdAt: Date,
    status?: "open",
  ) => addRound(t, { merchantId: demoId, memberId, gameId, stake, win, createdAt, status });
  ids.open = await round(demo01, games.a, 700, 0, ago(30), "open");
  ids.r1 = await addRound(t, {
    merchantId: demoId,
    memberId: demo01,
    gameId: games.a,
    stake: 1_000,
    win: 0,
    createdAt: ago(60),
    detail: { reels: [["A", "K", "Q"]], totalWin: 0 },
  });
  ids.r2 = await round(demo01, games.a, 2_000, 5_000, ago(120));
  ids.r3 = await round(agent01, games.b, 500, 100, ago(180));
  // 00:15 on 10 March in Yangon (still 9 March in UTC): today. 23:45 on 9 March in Yangon: not.
  ids.earlyToday = await round(demo01, games.b, 300, 0, new Date("2030-03-09T17:45:00Z"));
  ids.lateYesterday = await round(demo01, games.b, 400, 400, new Date("2030-03-09T17:15:00Z"));
  ids.other = await addRound(t, {
    merchantId: otherId,
    memberId: stranger,
    gameId: games.a,
    stake: 9_999,
    win: 0,
    createdAt: ago(60),
  });
});
afterAll(async () => t?.close());

type TRound = {
  id: number;
  username: string;
  gameId: number;
  stake: number;
  win: number;
  net: number;
  status: string;
};
// A query string's fields as the server's schema reads them (it coerces numbers and dates).
const rounds = (query: string, token = ownerToken, merchant = "demo") =>
  callApi(t, "boGameRounds", Object.fromEntries(new URLSearchParams(query)) as TInputOf<"boGameRounds">, {
    token,
    merchant,
  });
const idsOf = (answer: TApiResult<"boGameRounds">) => okValue(answer).rows.map((row: TRound) => row.id);

describe("searching game rounds", () => {
  it("lists today's rounds of the merchant (its time zone), newest first, with their totals", async () => {
    const answer = await rounds("preset=today");
    expect(answer.status).toBe(200);
    expect(idsOf(answer)).toEqual([ids.open, ids.r1, ids.r2, ids.r3, ids.earlyToday]);
    expect(okValue(answer).totals).toEqual({
      rounds: 5,
      stake: 700 + 1_000 + 2_000 + 500 + 300,
      win: 5_100,
      net: 5_100 - 4_500,
    });
    expect(okValue(answer).rows[2]).toMatchObject({
      username: "demo01",
      gameId: games.a,
      vendorCode: "NOVA",
      gameType: "RNG",
      stake: 2_000,
      win: 5_000,
      net: 3_000,
      status: "settled",
    });
  });

  it("narrows by member (any case), game, vendor, type and status, and pages", async () => {
    expect(idsOf(await rounds("preset=today&username=DEMO01"))).toEqual([
      ids.open,
      ids.r1,
      ids.r2,
      ids.earlyToday,
    ]);
    expect(idsOf(await rounds("preset=today&username=nobody"))).toEqual([]);
    expect(idsOf(await rounds(`preset=today&gameId=${games.b}`))).toEqual([ids.r3, ids.earlyToday]);
    expect(idsOf(await rounds("preset=today&vendorCode=QUILL"))).toEqual([ids.r3, ids.earlyToday]);
    expect(idsOf(await rounds("preset=today&gameType=LIVE"))).toEqual([]);
    expect(idsOf(await rounds("preset=today&status=open"))).toEqual([ids.open]);
    const second = await rounds("preset=today&pageSize=2&page=2");
    expect(idsOf(second)).toEqual([ids.r2, ids.r3]);
    expect(okValue(second)).toMatchObject({ page: 2, pageSize: 2, total: 5, totalPages: 3 });
  });

  it("takes a custom period in the merchant's days", async () => {
    const yesterday = await rounds("preset=custom&from=2030-03-09&to=2030-03-09");
    expect(idsOf(yesterday)).toEqual([ids.lateYesterday]);
    const missingDay = await rounds("preset=custom&from=2030-03-09");
    expect([missingDay.status, failureOf(missingDay).code]).toEqual([400, "INVALID_INPUT"]);
  });

  it("never shows another merchant's rounds; that merchant's operator sees only its own", async () => {
    const week = await rounds("preset=last7&pageSize=100");
    expect(idsOf(week)).not.toContain(ids.other);
    const otherOwner = await loginNewOperator(t, {
      username: "other-rounds",
      role: "owner",
      merchantId: otherId,
    });
    expect(idsOf(await rounds("preset=today", otherOwner, "other"))).toEqual([ids.other]);
    const refused = await rounds("preset=today", otherOwner, "demo");
    expect([refused.status, failureOf(refused).code]).toEqual([403, "FORBIDDEN"]);
  });

  it("answers finance and support, and refuses content", async () => {
    const finance = await loginNewOperator(t, {
      username: "fin-rounds",
      role: "finance",
      merchantId: demoId,
    });
    const support = await loginNewOperator(t, {
      username: "sup-rounds",
      role: "support",
      merchantId: demoId,
    });
    const content = await loginNewOperator(t, {
      username: "con-rounds",
      role: "content",
      merchantId: demoId,
    });
    expect((await rounds("preset=today", finance)).status).toBe(200);
    expect((await rounds("preset=today", support)).status).toBe(200);
    expect((await rounds("preset=today", content)).status).toBe(403);
  });
});

describe("one round's detail", () => {
  const detail = (id: number) => callApi(t, "boGameRoundDetail", { id }, { token: ownerToken });

  it("shows what the game reported of the round", async () => {
    const answer = await detail(ids.r1 ?? 0);
    expect(okValue(answer)).toMatchObject({
      id: ids.r1,
      username: "demo01",
      stake: 1_000,
      detail: { reels: [["A", "K", "Q"]], totalWin: 0 },
    });
    expect(okValue(await detail(ids.r2 ?? 0)).detail).toBeNull();
  });

  it("answers 404 for another merchant's round and 400 for an id that is not one", async () => {
    expect((await detail(ids.other ?? 0)).status).toBe(404);
    for (const id of ["0", "-1", "abc", "1.5", "99999999999999999999"]) {
      const answer = await call(t, "GET", `/bo/games/rounds/detail?id=${id}`, { token: ownerToken });
      expect(answer.status, id).toBe(400);
    }
  });
});

describe("hostile query strings on the console's game reads", () => {
  const values = [
    "",
    "'; drop table games; --",
    "\u0000",
    "<script>",
    "-1",
    "1e400",
    "x".repeat(5_000),
    "😀",
  ];
  const fields: [string, string[]][] = [
    [
      "/bo/games/rounds",
      ["preset", "from", "to", "page", "pageSize", "username", "gameId", "vendorCode", "gameType", "status"],
    ],
    ["/bo/games/rtp", ["preset", "from", "to", "page", "pageSize", "gameType", "vendorCode", "model"]],
    ["/bo/games/catalogue", ["page", "pageSize", "gameType", "vendorCode", "q", "enabled", "hot"]],
    ["/bo/games/vendors", ["x"]],
  ];

  it("answers each with a success or a 4xx refusal, never a 5xx", async () => {
    const problems: string[] = [];
    for (const [path, names] of fields) {
      for (const name of names) {
        for (const value of values) {
          const url = `${path}?${name}=${encodeURIComponent(value)}`;
          const answer = await call(t, "GET", url, { token: ownerToken });
          if (answer.status >= 500 || (answer.status >= 300 && answer.body.success !== false)) {
            problems.push(`${url} → ${answer.status} ${answer.body.code}`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
