import { sql } from "drizzle-orm";
import { rowsOf, type TDb } from "../../apps/server/src/db/database.ts";
import { checkLedger, type TLedgerViolation } from "../../apps/server/src/modules/wallet/ledger-check.ts";

export type TTransferAudit = {
  /** Members whose wallets (main plus game) no longer add up to their opening balance. */
  memberIds: number[];
  openingMinor: number;
  /** Transfers the server answered with a success envelope during the load. */
  acknowledged: number;
};

/**
 * After a wallet-transfer load: the server's own ledger proof (`checkLedger`), plus two rules
 * only the bench knows — every acknowledged transfer is exactly one `wallet_transfer` line (none
 * lost, none doubled), and transfers between a member's own wallets never change their total.
 */
export async function auditWalletTransfers(db: TDb, audit: TTransferAudit): Promise<TLedgerViolation[]> {
  const violations = await checkLedger(db);
  const [lines] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from ledger_transfers where code = 'wallet_transfer'`),
  );
  const recorded = Number(lines?.n ?? 0);
  if (recorded !== audit.acknowledged) {
    violations.push({
      rule: "acknowledged transfers differ from ledger lines",
      detail: { acknowledged: audit.acknowledged, recorded },
    });
  }
  const idList = sql.join(
    audit.memberIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const drifted = rowsOf<Record<string, unknown>>(
    await db.execute(sql`
      select member_id, sum(credits_posted - debits_posted) as total
      from ledger_accounts where member_id in (${idList})
      group by member_id having sum(credits_posted - debits_posted) <> ${audit.openingMinor}::bigint`),
  );
  for (const row of drifted)
    violations.push({ rule: "member total differs from opening balance", detail: row });
  return violations;
}
