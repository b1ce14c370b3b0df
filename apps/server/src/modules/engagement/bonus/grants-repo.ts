import type { TGrantState } from "@orchid/contract/bonus";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";
import type { TWageringBasis, TWageringTerms } from "./wagering.ts";

/** A bonus grant as stored (decisions/0022). */
export type TGrant = {
  id: number;
  merchantId: number;
  memberId: number;
  campaignId: number;
  key: string;
  bonus: number;
  deposit: number;
  multiple: number;
  basis: TWageringBasis;
  contributions: Record<string, number>;
  maxBet: number | null;
  required: number;
  counted: number;
  state: TGrantState;
  expiresAt: Date;
  grantedAt: Date;
  closedAt: Date | null;
};

type TGrantRow = {
  id: string | number;
  merchant_id: number;
  member_id: number;
  campaign_id: number;
  key: string;
  bonus: string | number;
  deposit: string | number;
  multiple: number;
  basis: TWageringBasis;
  contributions: Record<string, number>;
  max_bet: string | number | null;
  required: string | number;
  counted: string | number;
  state: TGrantState;
  expires_at: Date | string;
  granted_at: Date | string;
  closed_at: Date | string | null;
};

export const GRANT_COLUMNS = sql.raw(
  "id, merchant_id, member_id, campaign_id, key, bonus, deposit, multiple, basis, contributions, max_bet, required, counted, state, expires_at, granted_at, closed_at",
);

export function grantOf(row: TGrantRow): TGrant {
  return {
    id: Number(row.id),
    merchantId: row.merchant_id,
    memberId: row.member_id,
    campaignId: row.campaign_id,
    key: row.key,
    bonus: Number(row.bonus),
    deposit: Number(row.deposit),
    multiple: row.multiple,
    basis: row.basis,
    contributions: row.contributions,
    maxBet: row.max_bet === null ? null : Number(row.max_bet),
    required: Number(row.required),
    counted: Number(row.counted),
    state: row.state,
    expiresAt: new Date(row.expires_at),
    grantedAt: new Date(row.granted_at),
    closedAt: row.closed_at === null ? null : new Date(row.closed_at),
  };
}

const grantsOf = (result: unknown) => rowsOf<TGrantRow>(result).map(grantOf);

/** The wagering terms a stored grant carries. */
export function termsOfGrant(grant: TGrant): TWageringTerms {
  return {
    bonus: grant.bonus,
    deposit: grant.deposit,
    multiple: grant.multiple,
    basis: grant.basis,
    contributions: grant.contributions,
    maxBet: grant.maxBet,
    expiresAt: grant.expiresAt.getTime(),
  };
}

/** Stores a new active grant; undefined when a grant with that key exists already. */
export async function insertGrant(
  tx: TTx,
  grant: Omit<TGrant, "id" | "counted" | "state" | "closedAt">,
): Promise<TGrant | undefined> {
  return grantsOf(
    await tx.execute(sql`
      insert into bonus_grants (merchant_id, member_id, campaign_id, key, bonus, deposit, multiple, basis,
        contributions, max_bet, required, expires_at, granted_at)
      values (${grant.merchantId}, ${grant.memberId}, ${grant.campaignId}, ${grant.key}, ${grant.bonus},
        ${grant.deposit}, ${grant.multiple}, ${grant.basis}, ${JSON.stringify(grant.contributions)}::jsonb,
        ${grant.maxBet}, ${grant.required}, ${grant.expiresAt.toISOString()}::timestamptz,
        ${grant.grantedAt.toISOString()}::timestamptz)
      on conflict (merchant_id, key) do nothing
      returning ${GRANT_COLUMNS}`),
  )[0];
}

/** Whether the member already holds a grant of the campaign (any state). */
export async function hasGrantOf(tx: TDb | TTx, campaignId: number, memberId: number): Promise<boolean> {
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from bonus_grants where campaign_id = ${campaignId} and member_id = ${memberId} limit 1`),
  );
  return rows.length > 0;
}

/** The active grants of these members, locked, oldest first (the order wagering fills them in). */
export async function lockActiveGrants(tx: TTx, memberIds: readonly number[]): Promise<TGrant[]> {
  if (memberIds.length === 0) return [];
  return grantsOf(
    await tx.execute(sql`
      select ${GRANT_COLUMNS} from bonus_grants
      where member_id = any(${`{${memberIds.join(",")}}`}::int[]) and state = 'active'
      order by id for update`),
  );
}

/** One grant of the merchant, locked. */
export async function lockGrant(tx: TTx, merchantId: number, id: number): Promise<TGrant | undefined> {
  return grantsOf(
    await tx.execute(sql`
      select ${GRANT_COLUMNS} from bonus_grants where id = ${id} and merchant_id = ${merchantId} for update`),
  )[0];
}

/** Active grants whose expiry has come, locked (skipping those another instance holds). */
export async function lockDueGrants(tx: TTx, at: Date, limit: number): Promise<TGrant[]> {
  return grantsOf(
    await tx.execute(sql`
      select ${GRANT_COLUMNS} from bonus_grants
      where state = 'active' and expires_at <= ${at.toISOString()}::timestamptz
      order by id limit ${limit} for update skip locked`),
  );
}

/** Writes grants' counted turnover and state (a closing state stamps `closedAt`). */
export async function saveGrants(
  tx: TTx,
  grants: readonly Pick<TGrant, "id" | "counted" | "state">[],
  at: Date,
  closedBy: { operatorId: number | null; reason: string | null } = { operatorId: null, reason: null },
): Promise<void> {
  if (grants.length === 0) return;
  await tx.execute(sql`
    update bonus_grants g set counted = r.counted, state = r.state,
      closed_at = case when r.state = 'active' then null else ${at.toISOString()}::timestamptz end,
      closed_by = case when r.state = 'active' then null else ${closedBy.operatorId}::int end,
      close_reason = case when r.state = 'active' then null else ${closedBy.reason}::text end
    from jsonb_to_recordset(${JSON.stringify(grants.map(({ id, counted, state }) => ({ id, counted, state })))}::jsonb)
      as r(id bigint, counted bigint, state text)
    where g.id = r.id`);
}

/** The largest bet the member's active grants allow (the smallest of their limits), or null. */
export async function smallestMaxBet(db: TDb | TTx, memberId: number): Promise<number | null> {
  const [row] = rowsOf<{ limit: string | number | null }>(
    await db.execute(sql`
      select min(max_bet) as limit from bonus_grants where member_id = ${memberId} and state = 'active'`),
  );
  return row?.limit === null || row?.limit === undefined ? null : Number(row.limit);
}

/** A page of the member's grants, newest first, and the sum of the active ones. */
export async function memberGrants(
  db: TDb,
  memberId: number,
  filter: { state?: TGrantState; limit: number; offset: number },
): Promise<{ rows: TGrant[]; total: number; activeBonus: number }> {
  const where = sql`member_id = ${memberId} ${filter.state ? sql`and state = ${filter.state}` : sql``}`;
  const rows = grantsOf(
    await db.execute(sql`
      select ${GRANT_COLUMNS} from bonus_grants where ${where}
      order by id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  const [sums] = rowsOf<{ total: string | number; active: string | number | null }>(
    await db.execute(sql`
      select (select count(*) from bonus_grants where ${where}) as total,
        (select sum(bonus) from bonus_grants where member_id = ${memberId} and state = 'active') as active`),
  );
  return { rows, total: Number(sums?.total ?? 0), activeBonus: Number(sums?.active ?? 0) };
}

/** Records the identities a once-per-person campaign paid (device, payout account). */
export async function claimIdentities(
  tx: TTx,
  campaignId: number,
  identities: readonly string[],
  grantId: number,
): Promise<void> {
  if (identities.length === 0) return;
  await tx.execute(sql`
    insert into bonus_identity_claims (campaign_id, identity, grant_id)
    select ${campaignId}, value, ${grantId} from jsonb_array_elements_text(${JSON.stringify(identities)}::jsonb)
    on conflict do nothing`);
}

/** Whether the campaign already paid any of these identities. */
export async function identityClaimed(
  tx: TTx,
  campaignId: number,
  identities: readonly string[],
): Promise<boolean> {
  if (identities.length === 0) return false;
  const rows = rowsOf(
    await tx.execute(sql`
      select 1 from bonus_identity_claims
      where campaign_id = ${campaignId}
        and identity in (select value from jsonb_array_elements_text(${JSON.stringify(identities)}::jsonb))
      limit 1`),
  );
  return rows.length > 0;
}

/** A page of the merchant's grants (console), newest first, with the members' usernames. */
export async function merchantGrants(
  db: TDb,
  merchantId: number,
  filter: { campaignId?: number; username?: string; state?: TGrantState; limit: number; offset: number },
): Promise<{ rows: (TGrant & { username: string })[]; total: number }> {
  const where = sql`g.merchant_id = ${merchantId}
    ${filter.campaignId ? sql`and g.campaign_id = ${filter.campaignId}` : sql``}
    ${filter.state ? sql`and g.state = ${filter.state}` : sql``}
    ${filter.username ? sql`and m.username = ${filter.username}` : sql``}`;
  const rows = rowsOf<TGrantRow & { username: string }>(
    await db.execute(sql`
      select g.id, g.merchant_id, g.member_id, g.campaign_id, g.key, g.bonus, g.deposit, g.multiple, g.basis,
        g.contributions, g.max_bet, g.required, g.counted, g.state, g.expires_at, g.granted_at, g.closed_at,
        m.username
      from bonus_grants g join members m on m.id = g.member_id
      where ${where} order by g.id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`
      select count(*) as n from bonus_grants g join members m on m.id = g.member_id where ${where}`),
  );
  return {
    rows: rows.map((row) => ({ ...grantOf(row), username: row.username })),
    total: Number(count?.n ?? 0),
  };
}
