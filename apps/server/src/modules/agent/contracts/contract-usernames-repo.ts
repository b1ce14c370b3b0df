import { and, eq, inArray } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { members } from "../../../db/schema/accounts.ts";

/** Usernames of the merchant's members by id (holders and uplines of the contracts shown). */
export async function usernamesById(
  db: TDb | TTx,
  merchantId: number,
  ids: readonly (number | null)[],
): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(and(eq(members.merchantId, merchantId), inArray(members.id, wanted)));
  return new Map(rows.map((row) => [row.id, row.username]));
}
