import { sql } from "drizzle-orm";
import { rowsOf, type TTx } from "../../../db/database.ts";

/** Remembers the deposit bonus a member chose for a deposit order (in the order's transaction). */
export async function insertDepositChoice(
  tx: TTx,
  choice: { depositId: number; merchantId: number; memberId: number; campaignId: number },
): Promise<void> {
  await tx.execute(sql`
    insert into bonus_deposit_choices (deposit_id, merchant_id, member_id, campaign_id)
    values (${choice.depositId}, ${choice.merchantId}, ${choice.memberId}, ${choice.campaignId})
    on conflict (deposit_id) do nothing`);
}

/** The undecided choice of a credited deposit, locked; undefined when none (or already decided). */
export async function lockOpenChoice(
  tx: TTx,
  depositId: number,
): Promise<{ campaignId: number; memberId: number } | undefined> {
  const [row] = rowsOf<{ campaign_id: number; member_id: number }>(
    await tx.execute(sql`
      select campaign_id, member_id from bonus_deposit_choices
      where deposit_id = ${depositId} and outcome is null for update`),
  );
  return row ? { campaignId: row.campaign_id, memberId: row.member_id } : undefined;
}

/** Writes what came of a choice once its deposit was credited. */
export async function decideChoice(
  tx: TTx,
  depositId: number,
  outcome: string,
  grantId: number | null,
): Promise<void> {
  await tx.execute(sql`
    update bonus_deposit_choices set outcome = ${outcome}, grant_id = ${grantId} where deposit_id = ${depositId}`);
}
