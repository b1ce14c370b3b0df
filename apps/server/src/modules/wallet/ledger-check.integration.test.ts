import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsOf } from "../../db/database.ts";
import { startTestApp, type TTestApp } from "../../test/test-app.ts";
import { checkLedger } from "./ledger-check.ts";

// The ledger's own proof must catch what the schema no longer refuses: a line's merchant column
// has no foreign key (decisions/0008), so a line naming another merchant than its accounts is
// found here instead.

let t: TTestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

describe("ledger check", () => {
  it("finds a line whose merchant is not its accounts' merchant", async () => {
    const db = t.ctx.database.db;
    expect(await checkLedger(db)).toEqual([]);
    const [debit, credit] = rowsOf<{ id: number }>(
      await db.execute(sql`select id from ledger_accounts where member_id is not null order by id limit 2`),
    );
    if (!debit || !credit) throw new Error("the seed has no member accounts");
    await db.execute(sql`
      insert into ledger_transfers (merchant_id, debit_account_id, credit_account_id, amount, code, phase,
        debit_available_after, credit_available_after, transfer_key)
      values (999999, ${debit.id}, ${credit.id}, 1, 'adjustment', 'posted', 0, 0, 'stray-line')`);
    const rules = new Set((await checkLedger(db)).map((violation) => violation.rule));
    expect(rules).toContain("line names another merchant than its accounts");
    expect(rules).toContain("cached balance differs from transfers");
  });
});
