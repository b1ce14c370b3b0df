import { sql } from "drizzle-orm";
import type { TTx } from "../../db/database.ts";

/**
 * Serialises one member's calls of one kind until the transaction ends (a transaction-scoped
 * advisory lock): two concurrent withdrawals, or two account bindings, of the same member run one
 * after the other, so both see what the first wrote before checking a limit (the claim comes
 * before the check: N parallel calls are checked one at a time against what is already stored).
 */
export async function lockMemberFor(
  tx: TTx,
  purpose: "withdraw" | "payout-accounts" | "deposit" | "proof-upload",
  memberId: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${purpose}:${memberId}`}))`);
}
