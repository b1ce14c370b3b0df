import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callApi, okValue } from "../../test/api-client.ts";
import { demoMerchant } from "../../test/merchant-fixtures.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { memberSession, newKey } from "../../test/wallet-fixtures.ts";
import { postLedgerSteps } from "./ledger.ts";
import { checkLedger } from "./ledger-check.ts";

// A member's bonus and points accounts (decisions/0022) sit in the ledger beside the wallets, but
// are not wallets: the balance, the records and a transfer's answer show only main and game
// wallets; a line never joins a points account to a money account, and ledger:check would find it.

let t: TTestApp;
let demo: { token: string; memberId: number };
let merchantId = 0;

beforeAll(async () => {
  t = await startTestApp();
  demo = await memberSession(t, "demo01", "Demo1234");
  merchantId = (await demoMerchant(t)).id;
  const db = t.ctx.database.db;
  const ledger = t.ctx.ledger;
  const points = await ledger.member(db, merchantId, demo.memberId, "points");
  const issuer = await ledger.system(db, merchantId, "points", demo.memberId);
  const bonus = await ledger.member(db, merchantId, demo.memberId, "bonus");
  const bonusPool = await ledger.system(db, merchantId, "bonus", demo.memberId);
  await db.transaction((tx) =>
    postLedgerSteps(tx, merchantId, [
      { phase: "posted", debit: issuer, credit: points, amount: 750, code: "bonus", key: `t:${newKey()}` },
      {
        phase: "posted",
        debit: bonusPool,
        credit: bonus,
        amount: 40_000,
        code: "bonus",
        key: `t:${newKey()}`,
      },
    ]),
  );
});
afterAll(async () => t?.close());

describe("bonus and points accounts", () => {
  it("are left out of the balance, the records and a transfer's wallets", async () => {
    const balance = okValue(await callApi(t, "balance", undefined, { token: demo.token }));
    expect(balance).toMatchObject({ sumBalance: 500_000, mainBalance: 500_000 });
    const records = okValue(await callApi(t, "walletRecords", { preset: "today" }, { token: demo.token }));
    expect(records.rows.filter((row) => [750, 40_000].includes(Math.abs(row.amount)))).toEqual([]);
    const moved = okValue(
      await callApi(
        t,
        "walletTransfer",
        { from: "MAIN", to: "LUNA", amount: 1_000, idempotencyKey: newKey() },
        { token: demo.token },
      ),
    );
    expect(moved.sumBalance).toBe(500_000);
    expect(moved.wallets.map((wallet) => wallet.wallet).sort()).toEqual(["EMBER", "KITE", "LUNA", "MAIN"]);
    expect(await checkLedger(t.ctx.database.db)).toEqual([]);
  });

  it("never joins points to money in one line; ledger:check finds a line that does", async () => {
    const db = t.ctx.database.db;
    const points = await t.ctx.ledger.member(db, merchantId, demo.memberId, "points");
    const main = await t.ctx.ledger.member(db, merchantId, demo.memberId, "main");
    await expect(
      db.transaction((tx) =>
        postLedgerSteps(tx, merchantId, [
          { phase: "posted", debit: points, credit: main, amount: 100, code: "bonus", key: `t:${newKey()}` },
        ]),
      ),
    ).rejects.toMatchObject({ code: "CURRENCY_MISMATCH" });
    // Written past the rules (as a bug would), the line is found.
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount,
          code, phase, debit_available_after, credit_available_after, transfer_key)
        values (${merchantId}, ${points}, ${main}, 100, 'bonus', 'posted', 650, 500100, ${`t:${newKey()}`})`);
      await tx.execute(
        sql`update ledger_accounts set debits_posted = debits_posted + 100 where id = ${points}`,
      );
      await tx.execute(
        sql`update ledger_accounts set credits_posted = credits_posted + 100 where id = ${main}`,
      );
    });
    const rules = (await checkLedger(db)).map((violation) => violation.rule);
    expect(rules).toContain("line joins accounts of different units");
    expect(rules).toContain("debits differ from credits");
  });
});
