import { and, asc, eq } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { paymentChannels } from "../../db/schema/payments.ts";

export type TChannelRow = typeof paymentChannels.$inferSelect;
export type TNewChannel = typeof paymentChannels.$inferInsert;

/** The merchant's channels in display order (enabled only, for members). */
export function listChannels(
  db: TDb | TTx,
  merchantId: number,
  enabledOnly: boolean,
): Promise<TChannelRow[]> {
  const mine = eq(paymentChannels.merchantId, merchantId);
  return db
    .select()
    .from(paymentChannels)
    .where(enabledOnly ? and(mine, eq(paymentChannels.enabled, true)) : mine)
    .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
}

export async function findChannel(
  db: TDb | TTx,
  merchantId: number,
  id: number,
): Promise<TChannelRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.merchantId, merchantId), eq(paymentChannels.id, id)));
  return row;
}

/** A channel by id alone: a gateway's notification names its channel, not its merchant. */
export async function findChannelById(db: TDb | TTx, id: number): Promise<TChannelRow | undefined> {
  const [row] = await db.select().from(paymentChannels).where(eq(paymentChannels.id, id));
  return row;
}

export async function insertChannel(db: TDb | TTx, values: TNewChannel): Promise<TChannelRow> {
  const [row] = await db.insert(paymentChannels).values(values).returning();
  if (!row) throw new Error("channel insert returned nothing");
  return row;
}

export async function updateChannel(
  db: TDb | TTx,
  id: number,
  values: Partial<Omit<TNewChannel, "id" | "merchantId">>,
): Promise<TChannelRow> {
  const [row] = await db.update(paymentChannels).set(values).where(eq(paymentChannels.id, id)).returning();
  if (!row) throw new Error("channel update returned nothing");
  return row;
}
