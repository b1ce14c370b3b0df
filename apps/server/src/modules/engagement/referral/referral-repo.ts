import type { TReferralSettings } from "@orchid/contract/referral";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";

export const REFERRAL_OFF: TReferralSettings = {
  enabled: false,
  minDeposit: 0,
  minValidBet: 0,
  reward: 1,
  rewardUnit: "minor",
  claimDays: 7,
};

type TSettingsRow = {
  merchant_id: number;
  enabled: boolean;
  min_deposit: string | number;
  min_valid_bet: string | number;
  reward: string | number;
  reward_unit: "minor" | "points";
  claim_days: number;
};

export async function referralSettingsOf(
  db: TDb | TTx,
  merchantIds: readonly number[],
): Promise<Map<number, TReferralSettings>> {
  const settings = new Map<number, TReferralSettings>(merchantIds.map((id) => [id, REFERRAL_OFF]));
  if (merchantIds.length === 0) return settings;
  const rows = rowsOf<TSettingsRow>(
    await db.execute(sql`
      select * from referral_settings where merchant_id = any(${`{${[...new Set(merchantIds)].join(",")}}`}::int[])`),
  );
  for (const row of rows)
    settings.set(row.merchant_id, {
      enabled: row.enabled,
      minDeposit: Number(row.min_deposit),
      minValidBet: Number(row.min_valid_bet),
      reward: Number(row.reward),
      rewardUnit: row.reward_unit,
      claimDays: row.claim_days,
    });
  return settings;
}

export async function saveReferralSettings(tx: TTx, merchantId: number, s: TReferralSettings): Promise<void> {
  await tx.execute(sql`
    insert into referral_settings (merchant_id, enabled, min_deposit, min_valid_bet, reward, reward_unit, claim_days)
    values (${merchantId}, ${s.enabled}, ${s.minDeposit}, ${s.minValidBet}, ${s.reward}, ${s.rewardUnit}, ${s.claimDays})
    on conflict (merchant_id) do update set enabled = excluded.enabled, min_deposit = excluded.min_deposit,
      min_valid_bet = excluded.min_valid_bet, reward = excluded.reward, reward_unit = excluded.reward_unit,
      claim_days = excluded.claim_days`);
}

/** Starts an invitee's way (on its registration). */
export async function startReferral(
  tx: TTx,
  referral: { inviteeId: number; inviterId: number; merchantId: number; at: Date },
): Promise<void> {
  await tx.execute(sql`
    insert into referrals (invitee_id, inviter_id, merchant_id, registered_at)
    values (${referral.inviteeId}, ${referral.inviterId}, ${referral.merchantId}, ${referral.at.toISOString()}::timestamptz)
    on conflict (invitee_id) do nothing`);
}

export type TReferralRow = {
  inviteeId: number;
  inviterId: number;
  merchantId: number;
  deposited: number;
  validBet: number;
  state: "registered" | "deposited" | "qualified" | "refused";
};

/**
 * Adds deposits and valid bet to open referrals of these invitees (locked in id order); answers
 * the rows as they now stand.
 */
export async function addToReferrals(
  tx: TTx,
  sums: readonly { invitee_id: number; deposited: number; valid_bet: number }[],
): Promise<TReferralRow[]> {
  if (sums.length === 0) return [];
  const data = JSON.stringify([...sums].sort((a, b) => a.invitee_id - b.invitee_id));
  const rows = rowsOf<{
    invitee_id: number;
    inviter_id: number;
    merchant_id: number;
    deposited: string | number;
    valid_bet: string | number;
    state: TReferralRow["state"];
  }>(
    await tx.execute(sql`
      update referrals r set deposited = r.deposited + s.deposited, valid_bet = r.valid_bet + s.valid_bet,
        state = case when r.state = 'registered' and r.deposited + s.deposited > 0 then 'deposited' else r.state end
      from jsonb_to_recordset(${data}::jsonb) as s(invitee_id int, deposited bigint, valid_bet bigint)
      where r.invitee_id = s.invitee_id and r.state in ('registered', 'deposited')
      returning r.invitee_id, r.inviter_id, r.merchant_id, r.deposited, r.valid_bet, r.state`),
  );
  return rows.map((row) => ({
    inviteeId: row.invitee_id,
    inviterId: row.inviter_id,
    merchantId: row.merchant_id,
    deposited: Number(row.deposited),
    validBet: Number(row.valid_bet),
    state: row.state,
  }));
}

export async function decideReferral(
  tx: TTx,
  inviteeId: number,
  state: "qualified" | "refused",
  reason: string | null,
  at: Date,
) {
  await tx.execute(sql`
    update referrals set state = ${state}, reason = ${reason}, decided_at = ${at.toISOString()}::timestamptz
    where invitee_id = ${inviteeId}`);
}

/** The inviter's invitees (names joined for masking), newest first. */
export async function inviteesOf(
  db: TDb,
  inviterId: number,
  limit: number,
  offset: number,
): Promise<{
  rows: (TReferralRow & { username: string; registeredAt: Date })[];
  total: number;
  qualified: number;
}> {
  const rows = rowsOf<{
    invitee_id: number;
    inviter_id: number;
    merchant_id: number;
    deposited: string | number;
    valid_bet: string | number;
    state: TReferralRow["state"];
    username: string;
    registered_at: Date | string;
  }>(
    await db.execute(sql`
      select r.*, m.username from referrals r join members m on m.id = r.invitee_id
      where r.inviter_id = ${inviterId} order by r.registered_at desc, r.invitee_id desc
      limit ${limit} offset ${offset}`),
  );
  const [counts] = rowsOf<{ total: string | number; qualified: string | number }>(
    await db.execute(sql`
      select count(*) as total, count(*) filter (where state = 'qualified') as qualified
      from referrals where inviter_id = ${inviterId}`),
  );
  return {
    rows: rows.map((row) => ({
      inviteeId: row.invitee_id,
      inviterId: row.inviter_id,
      merchantId: row.merchant_id,
      deposited: Number(row.deposited),
      validBet: Number(row.valid_bet),
      state: row.state,
      username: row.username,
      registeredAt: new Date(row.registered_at),
    })),
    total: Number(counts?.total ?? 0),
    qualified: Number(counts?.qualified ?? 0),
  };
}

/** What the member's referral rewards came to, by unit (claimed or waiting). */
export async function referralEarnings(
  db: TDb,
  inviterId: number,
): Promise<{ minor: number; points: number }> {
  const rows = rowsOf<{ unit: string; total: string | number }>(
    await db.execute(sql`
      select unit, sum(amount) as total from reward_claims where member_id = ${inviterId} and source = 'referral'
        and state <> 'expired' group by unit`),
  );
  const of = (unit: string) => Number(rows.find((row) => row.unit === unit)?.total ?? 0);
  return { minor: of("minor"), points: of("points") };
}
