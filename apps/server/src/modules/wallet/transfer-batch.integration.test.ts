import { inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerTransfers } from "../../db/schema/wallet.ts";
import type { TSettled } from "../../db/shared-transactions.ts";
import { AppError } from "../../http/app-error.ts";
import { callApi, failureOf, okValue, type TApiResult } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import { addMember } from "../../test/operator-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { testDatabaseKind } from "../../test/test-database-kind.ts";
import { codeOf, creditMember, memberSession, newKey } from "../../test/wallet-fixtures.ts";
import { checkLedger } from "./ledger-check.ts";
import { runTransferBatch, type TTransferItem } from "./transfer-batch.ts";
import { walletTransferItem } from "./transfer-service.ts";

// Wallet transfers of many members share one transaction. Each member must still see their own
// transfers applied one after another, a refused transfer must move nothing, and every key must
// answer the same thing however often (and however concurrently) it is sent.

const FUNDED = 100_000;
const GAME_WALLETS = ["LUNA", "KITE", "EMBER"] as const;

type TMemberUnderTest = { username: string; memberId: number; token: string };
type TTransferBody = { from: string; to: string; amount: number; idempotencyKey: string };
type TWallets = Record<string, number>;

let t: TTestApp;
let merchantId: number;
beforeAll(async () => {
  t = await startTestApp();
  merchantId = (await demoMerchant(t)).id;
});
afterAll(async () => t?.close());

/** A new member with FUNDED in the main wallet, logged in. */
async function fundedMember(username: string): Promise<TMemberUnderTest> {
  const member = await addMember(t, { username });
  await creditMember(t, member.id, FUNDED);
  const session = await memberSession(t, username, "Tree1234");
  return { username, memberId: member.id, token: session.token };
}

const transfer = (member: TMemberUnderTest, body: TTransferBody) =>
  callApi(t, "walletTransfer", body, { token: member.token });

const body = (from: string, to: string, amount: number, idempotencyKey = newKey()): TTransferBody => ({
  from,
  to,
  amount,
  idempotencyKey,
});

/** The wallets of an answer (or of the wallets call) by name. */
function walletsIn(value: { wallets: { wallet: string; balance: number }[] }): TWallets {
  return Object.fromEntries(value.wallets.map((w) => [w.wallet, w.balance]));
}

async function walletsOf(member: TMemberUnderTest): Promise<TWallets> {
  const answer = await callApi(t, "merchantWallets", undefined, { token: member.token });
  if (!answer.body.success) throw new Error(`wallets of ${member.username}: ${answer.body.code}`);
  return walletsIn(okValue(answer));
}

/** The wallets after a transfer was applied to them. */
function applied(wallets: TWallets, move: TTransferBody): TWallets {
  return {
    ...wallets,
    [move.from]: (wallets[move.from] ?? 0) - move.amount,
    [move.to]: (wallets[move.to] ?? 0) + move.amount,
  };
}

/** Ledger lines written for these wallet-transfer keys, with the transaction that wrote each. */
async function linesFor(member: TMemberUnderTest, keys: string[]) {
  const transferKeys = keys.map((key) => `wallet:${member.memberId}:${key}`);
  return t.ctx.database.db
    .select({
      id: ledgerTransfers.id,
      key: ledgerTransfers.transferKey,
      amount: ledgerTransfers.amount,
      writtenBy: sql<string>`${ledgerTransfers}.xmin::text`,
    })
    .from(ledgerTransfers)
    .where(inArray(ledgerTransfers.transferKey, transferKeys));
}

/**
 * A transfer item as the route builds it, for calling runTransferBatch directly. `accountsOf`
 * names whose ledger accounts the step moves between (the member's own, unless a test says not).
 */
async function itemFor(
  member: TMemberUnderTest,
  move: TTransferBody,
  accountsOf: TMemberUnderTest = member,
): Promise<TTransferItem> {
  const db = t.ctx.database.db;
  const accountOf = (wallet: string) =>
    wallet === "MAIN"
      ? t.ctx.ledger.member(db, merchantId, accountsOf.memberId, "main")
      : t.ctx.ledger.member(db, merchantId, accountsOf.memberId, "game", wallet);
  return walletTransferItem(
    {
      merchantId,
      memberId: member.memberId,
      debit: await accountOf(move.from),
      credit: await accountOf(move.to),
      vendors: await t.ctx.transferVendors.list(),
    },
    move,
  );
}

function errorCodeOf(settled: TSettled<unknown> | undefined): string | undefined {
  if (!settled || !("error" in settled)) return undefined;
  return settled.error instanceof AppError ? settled.error.code : String(settled.error);
}

describe("transfers sent together over HTTP", () => {
  it("applies 30 concurrent transfers of 3 members, each answer showing that member's wallets right after it", async () => {
    const members = await Promise.all(["burst1", "burst2", "burst3"].map(fundedMember));
    // Money in LUNA first, so moves back to MAIN can never overdraw whatever order they run in.
    for (const member of members) {
      expect((await transfer(member, body("MAIN", "LUNA", 20_000))).body.success).toBe(true);
    }
    const before = new Map(await Promise.all(members.map(async (m) => [m, await walletsOf(m)] as const)));
    const moves = members.flatMap((member, m) =>
      Array.from({ length: 10 }, (_, i) => {
        const amount = 1_000 + 100 * i + 10 * m;
        const move =
          i % 4 === 3 ? body("LUNA", "MAIN", amount) : body("MAIN", GAME_WALLETS[i % 3] ?? "LUNA", amount);
        return { member, move };
      }),
    );

    const answers = await Promise.all(moves.map(({ member, move }) => transfer(member, move)));

    expect(answers.map((answer) => codeOf(answer) ?? answer.status)).toEqual(moves.map(() => 200));
    const commits = new Set<string>();
    for (const member of members) {
      const own = moves
        .map((entry, index) => ({ ...entry, answer: answers[index] as TApiResult<"walletTransfer"> }))
        .filter((entry) => entry.member === member);
      // Per member the transfers run one after another, in ledger order: walking them in
      // transfer id order from the wallets before the burst must meet every answer exactly.
      own.sort((x, y) => Number(okValue(x.answer).transferId) - Number(okValue(y.answer).transferId));
      let running = before.get(member) ?? {};
      for (const { move, answer } of own) {
        running = applied(running, move);
        expect(walletsIn(okValue(answer)), `${member.username} after ${move.idempotencyKey}`).toEqual(
          running,
        );
        expect(okValue(answer).sumBalance).toBe(FUNDED);
      }
      expect(await walletsOf(member)).toEqual(running);
      const lines = await linesFor(
        member,
        own.map(({ move }) => move.idempotencyKey),
      );
      expect(lines).toHaveLength(10);
      for (const line of lines) commits.add(line.writtenBy);
    }
    // The burst really shared transactions: its 30 lines came from fewer than 30 commits.
    expect(commits.size).toBeLessThan(30);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("refuses one member's overdraft in a burst, moves nothing for it, and replays the refusal", async () => {
    const [poor, rich1, rich2] = await Promise.all(["overdraw1", "overdraw2", "overdraw3"].map(fundedMember));
    if (!poor || !rich1 || !rich2) throw new Error("members missing");
    const before = await walletsOf(poor);
    const overdraft = body("MAIN", "EMBER", FUNDED + 1);
    const small = body("MAIN", "KITE", 2_500);
    const others = [rich1, rich2].flatMap((member) =>
      [1, 2, 3].map((i) => ({ member, move: body("MAIN", "LUNA", 1_000 * i) })),
    );

    const [refused, accepted, ...rest] = await Promise.all([
      transfer(poor, overdraft),
      transfer(poor, small),
      ...others.map(({ member, move }) => transfer(member, move)),
    ]);

    expect([refused?.status, refused && codeOf(refused)]).toEqual([409, "INSUFFICIENT_FUNDS"]);
    expect(accepted?.body.success).toBe(true);
    expect(rest.map((answer) => answer.body.success)).toEqual(others.map(() => true));
    expect(await walletsOf(poor)).toEqual(applied(before, small));
    expect(await linesFor(poor, [overdraft.idempotencyKey])).toEqual([]);
    for (const member of [rich1, rich2]) {
      expect((await walletsOf(member)).LUNA).toBe(6_000);
    }

    const again = await transfer(poor, overdraft);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refused?.body);
    expect(await walletsOf(poor)).toEqual(applied(before, small));
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("moves money once for one key sent twice in a burst, both answers naming the same transfer", async () => {
    const [member, neighbour] = await Promise.all(["twicekey1", "twicekey2"].map(fundedMember));
    if (!member || !neighbour) throw new Error("members missing");
    const before = await walletsOf(member);
    const move = body("MAIN", "LUNA", 4_321);
    const answers = await Promise.all([
      transfer(member, move),
      transfer(member, move),
      transfer(neighbour, body("MAIN", "KITE", 100)),
      transfer(member, move),
    ]);
    const mine = [answers[0], answers[1], answers[3]];
    expect(mine.map((answer) => answer?.body.success)).toEqual([true, true, true]);
    const first = mine[0] ? okValue(mine[0]) : undefined;
    for (const answer of mine) expect(answer?.body.value).toEqual(first);
    expect(await walletsOf(member)).toEqual(applied(before, move));
    const lines = await linesFor(member, [move.idempotencyKey]);
    expect(lines.map((line) => String(line.id))).toEqual([first?.transferId]);
  });

  it("answers one success and one IDEMPOTENCY_MISMATCH for one key sent with two amounts in a burst", async () => {
    const member = await fundedMember("mismatch1");
    const before = await walletsOf(member);
    const key = newKey();
    const small = body("MAIN", "LUNA", 1_111, key);
    const large = body("MAIN", "LUNA", 2_222, key);
    const [a, b] = await Promise.all([transfer(member, small), transfer(member, large)]);
    const outcomes = [a, b].map((answer) =>
      answer?.body.success ? "ok" : `${answer?.status} ${answer && codeOf(answer)}`,
    );
    expect([...outcomes].sort()).toEqual(["409 IDEMPOTENCY_MISMATCH", "ok"]);
    const winner = a?.body.success ? small : large;
    expect(await walletsOf(member)).toEqual(applied(before, winner));
    const lines = await linesFor(member, [key]);
    expect(lines.map((line) => Number(line.amount))).toEqual([winner.amount]);
  });

  it("replays a key later with the same transfer id and the wallets it answered then", async () => {
    const member = await fundedMember("replay1");
    const move = body("MAIN", "EMBER", 7_000);
    const first = await transfer(member, move);
    expect(first.body.success).toBe(true);
    // Later moves change the wallets; the replay must still answer what the first call did.
    expect((await transfer(member, body("EMBER", "MAIN", 3_000))).body.success).toBe(true);
    const replay = await transfer(member, move);
    expect(replay.status).toBe(200);
    expect(okValue(replay)).toEqual(okValue(first));
    expect(walletsIn(okValue(replay)).EMBER).toBe(7_000);
    expect((await walletsOf(member)).EMBER).toBe(4_000);
    const mismatch = await transfer(member, { ...move, amount: 7_001 });
    expect([mismatch.status, failureOf(mismatch).code]).toEqual([409, "IDEMPOTENCY_MISMATCH"]);
  });
});

describe("runTransferBatch", () => {
  it("refuses only the item whose accounts belong to another member, with WALLET_UNKNOWN", async () => {
    const [owner, intruder, bystander, outsider] = await Promise.all(
      ["direct1", "direct2", "direct3", "direct4"].map(fundedMember),
    );
    if (!owner || !intruder || !bystander || !outsider) throw new Error("members missing");
    const snapshot = async () => Promise.all([owner, intruder, bystander, outsider].map(walletsOf));
    const before = await snapshot();
    const ownMove = body("MAIN", "LUNA", 3_000);
    const stolenInBatch = body("MAIN", "KITE", 5_000);
    const stolenOutside = body("MAIN", "KITE", 6_000);
    const bystanderMove = body("MAIN", "EMBER", 4_000);
    const items = [
      await itemFor(owner, ownMove),
      // The owner is in the batch: their accounts are locked, but not the intruder's to move.
      await itemFor(intruder, stolenInBatch, owner),
      // The outsider is not in the batch at all.
      await itemFor(intruder, stolenOutside, outsider),
      await itemFor(bystander, bystanderMove),
    ];

    const settled = await runTransferBatch(t.ctx.database, items);

    expect(settled.map((outcome) => ("value" in outcome ? "ok" : errorCodeOf(outcome)))).toEqual([
      "ok",
      "WALLET_UNKNOWN",
      "WALLET_UNKNOWN",
      "ok",
    ]);
    const after = await snapshot();
    expect(after).toEqual([
      applied(before[0] ?? {}, ownMove),
      before[1],
      applied(before[2] ?? {}, bystanderMove),
      before[3],
    ]);
    const [ownAnswer] = settled;
    if (!ownAnswer || !("value" in ownAnswer)) throw new Error("owner's transfer refused");
    expect(walletsIn(ownAnswer.value)).toEqual(after[0]);
    // The refusal is kept under the key: the same item again answers it without moving money.
    const [again] = await runTransferBatch(t.ctx.database, [items[1] as TTransferItem]);
    expect(errorCodeOf(again)).toBe("WALLET_UNKNOWN");
    expect(await snapshot()).toEqual(after);
  });

  it("answers `again` for a key met twice in one batch; sent again, it replays the first", async () => {
    const member = await fundedMember("direct5");
    const before = await walletsOf(member);
    const move = body("MAIN", "LUNA", 2_000);
    const item = await itemFor(member, move);
    const [first, second] = await runTransferBatch(t.ctx.database, [item, item]);
    expect(second).toEqual({ again: true });
    if (!first || !("value" in first)) throw new Error(`first refused: ${errorCodeOf(first)}`);
    const [replayed] = await runTransferBatch(t.ctx.database, [item]);
    expect(replayed).toEqual(first);
    expect(await walletsOf(member)).toEqual(applied(before, move));
  });

  it("applies one member's items in order within a batch, a refused one changing nothing", async () => {
    const member = await fundedMember("direct6");
    const before = await walletsOf(member);
    const everything = body("MAIN", "LUNA", FUNDED);
    const tooMuch = body("MAIN", "KITE", 1);
    const back = body("LUNA", "MAIN", 40_000);
    const overdraft = body("LUNA", "EMBER", FUNDED);
    const last = body("MAIN", "EMBER", 40_000);
    const moves = [everything, tooMuch, back, overdraft, last];
    const items = await Promise.all(moves.map((move) => itemFor(member, move)));

    const settled = await runTransferBatch(t.ctx.database, items);

    expect(settled.map((outcome) => ("value" in outcome ? "ok" : errorCodeOf(outcome)))).toEqual([
      "ok",
      "INSUFFICIENT_FUNDS",
      "ok",
      "INSUFFICIENT_FUNDS",
      "ok",
    ]);
    const expected = [everything, back, last].reduce(applied, before);
    expect(await walletsOf(member)).toEqual(expected);
    expect(expected).toMatchObject({ MAIN: 0, LUNA: 60_000, EMBER: 40_000 });
    const lastAnswer = settled[4];
    if (!lastAnswer || !("value" in lastAnswer)) throw new Error("last item refused");
    expect(walletsIn(lastAnswer.value)).toEqual(expected);
    const lines = await linesFor(
      member,
      moves.map((move) => move.idempotencyKey),
    );
    expect(lines).toHaveLength(3);
    // All of it was one transaction.
    expect(new Set(lines.map((line) => line.writtenBy)).size).toBe(1);
  });

  it.skipIf(testDatabaseKind() !== "postgres")(
    "runs the items again one by one when a key is taken meanwhile by a call outside the batch",
    async () => {
      // Another kind of call (not behind the member's account locks) holds the key, uncommitted,
      // while the batch reads it: the batch's insert then waits, fails when that call commits,
      // and each item runs again alone, where the taken key answers from what was stored.
      const [taker, neighbour] = await Promise.all(["taken1", "taken2"].map(fundedMember));
      if (!taker || !neighbour) throw new Error("members missing");
      const taken = { from: "MAIN", to: "LUNA", amount: 700, idempotencyKey: newKey() };
      const other = { from: "MAIN", to: "KITE", amount: 300, idempotencyKey: newKey() };
      const before = await Promise.all([walletsOf(taker), walletsOf(neighbour)]);
      const items = [await itemFor(taker, taken), await itemFor(neighbour, other)];
      let release: () => void = () => {};
      const holding = new Promise<void>((resolve) => {
        release = resolve;
      });
      const holder = t.ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into idempotency_requests (merchant_id, scope, key, request_hash, outcome, response)
          values (${merchantId}, ${`member:${taker.memberId}`}, ${taken.idempotencyKey}, 'another call',
            'ok', '{}'::jsonb)`);
        await holding;
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      const batch = runTransferBatch(t.ctx.database, items);
      await new Promise((resolve) => setTimeout(resolve, 200));
      release();
      await holder;
      const [mine, theirs] = await batch;
      expect(mine && "error" in mine && (mine.error as AppError).code).toBe("IDEMPOTENCY_MISMATCH");
      expect(theirs && "value" in theirs).toBe(true);
      const after = await Promise.all([walletsOf(taker), walletsOf(neighbour)]);
      expect(after[0]).toEqual(before[0]);
      expect(after[1]?.KITE).toBe((before[1]?.KITE ?? 0) + 300);
    },
  );

  it("leaves the ledger sound after everything above", async () => {
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });
});
