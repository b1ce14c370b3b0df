import type {
  TBonusConditions,
  TBonusReward,
  TBonusTrigger,
  TBonusWagering,
  TCampaignInput,
} from "@orchid/contract/bonus";
import { sql } from "drizzle-orm";
import { rowsOf, type TDb, type TTx } from "../../../db/database.ts";
import type { TCampaign } from "./campaign-rules.ts";

type TCampaignRow = {
  id: number;
  merchant_id: number;
  name: Record<string, string>;
  description: Record<string, string>;
  trigger: TBonusTrigger;
  state: TCampaign["state"];
  starts_at: Date | string;
  ends_at: Date | string | null;
  conditions: TBonusConditions;
  reward: TBonusReward;
  wagering: TBonusWagering;
  budget: string | number | null;
  grants: number;
  granted: string | number;
  created_at: Date | string;
};

const COLUMNS = sql.raw(
  "id, merchant_id, name, description, trigger, state, starts_at, ends_at, conditions, reward, wagering, budget, grants, granted, created_at",
);

function campaignOf(row: TCampaignRow): TCampaign {
  return {
    id: row.id,
    merchantId: row.merchant_id,
    name: row.name,
    description: row.description,
    trigger: row.trigger,
    state: row.state,
    startsAt: new Date(row.starts_at),
    endsAt: row.ends_at === null ? null : new Date(row.ends_at),
    conditions: row.conditions,
    reward: row.reward,
    wagering: row.wagering,
    budget: row.budget === null ? null : Number(row.budget),
    grants: row.grants,
    granted: Number(row.granted),
    createdAt: new Date(row.created_at),
  };
}

/** The merchant's campaigns with these triggers that are active now (state only; the window is the caller's). */
export async function activeCampaigns(
  db: TDb | TTx,
  merchantId: number,
  triggers: readonly TBonusTrigger[],
): Promise<TCampaign[]> {
  const rows = rowsOf<TCampaignRow>(
    await db.execute(sql`
      select ${COLUMNS} from bonus_campaigns
      where merchant_id = ${merchantId} and state = 'active'
        and trigger = any(${`{${triggers.join(",")}}`}::text[])
      order by id`),
  );
  return rows.map(campaignOf);
}

/** One campaign of the merchant; `lock` takes its row for the grant's budget and count. */
export async function findCampaign(
  db: TDb | TTx,
  merchantId: number,
  id: number,
  lock = false,
): Promise<TCampaign | undefined> {
  const rows = rowsOf<TCampaignRow>(
    await db.execute(sql`
      select ${COLUMNS} from bonus_campaigns where id = ${id} and merchant_id = ${merchantId}
      ${lock ? sql`for update` : sql``}`),
  );
  return rows[0] ? campaignOf(rows[0]) : undefined;
}

/** Adds a grant to the campaign's count and sum (under the row lock `findCampaign(…, true)` took). */
export async function countGrant(tx: TTx, campaignId: number, bonus: number): Promise<void> {
  await tx.execute(sql`
    update bonus_campaigns set grants = grants + 1, granted = granted + ${bonus} where id = ${campaignId}`);
}

/** The merchant's campaigns, newest first, optionally of one state. */
export async function listCampaigns(
  db: TDb,
  merchantId: number,
  filter: { state?: TCampaign["state"]; limit: number; offset: number },
): Promise<{ rows: TCampaign[]; total: number }> {
  const where = sql`merchant_id = ${merchantId} ${filter.state ? sql`and state = ${filter.state}` : sql``}`;
  const rows = rowsOf<TCampaignRow>(
    await db.execute(sql`
      select ${COLUMNS} from bonus_campaigns where ${where}
      order by id desc limit ${filter.limit} offset ${filter.offset}`),
  );
  const [count] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(*) as n from bonus_campaigns where ${where}`),
  );
  return { rows: rows.map(campaignOf), total: Number(count?.n ?? 0) };
}

type TCampaignFields = Omit<TCampaignInput, "budget"> & { budget: number | null };

/** Stores a new campaign as a draft. */
export async function insertCampaign(
  tx: TTx,
  merchantId: number,
  fields: TCampaignFields,
  operatorId: number | null,
): Promise<TCampaign> {
  const [row] = rowsOf<TCampaignRow>(
    await tx.execute(sql`
      insert into bonus_campaigns (merchant_id, name, description, trigger, starts_at, ends_at, conditions,
        reward, wagering, budget, created_by)
      values (${merchantId}, ${JSON.stringify(fields.name)}::jsonb, ${JSON.stringify(fields.description)}::jsonb,
        ${fields.trigger}, ${fields.startsAt}::timestamptz, ${fields.endsAt ?? null}::timestamptz,
        ${JSON.stringify(fields.conditions)}::jsonb, ${JSON.stringify(fields.reward)}::jsonb,
        ${JSON.stringify(fields.wagering)}::jsonb, ${fields.budget}, ${operatorId})
      returning ${COLUMNS}`),
  );
  if (!row) throw new Error("campaign not stored");
  return campaignOf(row);
}

/** Changes a campaign's definition (the caller has checked what may change). */
export async function updateCampaign(tx: TTx, id: number, fields: TCampaignFields): Promise<TCampaign> {
  const [row] = rowsOf<TCampaignRow>(
    await tx.execute(sql`
      update bonus_campaigns set name = ${JSON.stringify(fields.name)}::jsonb,
        description = ${JSON.stringify(fields.description)}::jsonb, trigger = ${fields.trigger},
        starts_at = ${fields.startsAt}::timestamptz, ends_at = ${fields.endsAt ?? null}::timestamptz,
        conditions = ${JSON.stringify(fields.conditions)}::jsonb, reward = ${JSON.stringify(fields.reward)}::jsonb,
        wagering = ${JSON.stringify(fields.wagering)}::jsonb, budget = ${fields.budget}, updated_at = now()
      where id = ${id}
      returning ${COLUMNS}`),
  );
  if (!row) throw new Error("campaign vanished");
  return campaignOf(row);
}

export async function setCampaignState(tx: TTx, id: number, state: TCampaign["state"]): Promise<TCampaign> {
  const [row] = rowsOf<TCampaignRow>(
    await tx.execute(sql`
      update bonus_campaigns set state = ${state}, updated_at = now() where id = ${id} returning ${COLUMNS}`),
  );
  if (!row) throw new Error("campaign vanished");
  return campaignOf(row);
}

/** The names of these campaigns (per language), by id. */
export async function campaignNames(
  db: TDb | TTx,
  ids: readonly number[],
): Promise<Map<number, Record<string, string>>> {
  if (ids.length === 0) return new Map();
  const rows = rowsOf<{ id: number; name: Record<string, string> }>(
    await db.execute(sql`
      select id, name from bonus_campaigns where id = any(${`{${[...new Set(ids)].join(",")}}`}::int[])`),
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}
