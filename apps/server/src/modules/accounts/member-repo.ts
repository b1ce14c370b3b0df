import { and, eq, type SQL, sql } from "drizzle-orm";
import type { TDb, TTx } from "../../db/database.ts";
import { members } from "../../db/schema/accounts.ts";
import { memberChanged } from "./account-changes.ts";

export type TMember = typeof members.$inferSelect;
export type TNewMember = typeof members.$inferInsert;
type TExecutor = TDb | TTx;

/** The one member of a merchant matching `condition` (ids, usernames and codes are unique per merchant). */
async function findOne(db: TExecutor, merchantId: number, condition: SQL): Promise<TMember | undefined> {
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), condition));
  return row;
}

export function findMemberById(db: TExecutor, merchantId: number, id: number): Promise<TMember | undefined> {
  return findOne(db, merchantId, eq(members.id, id));
}

/** By username, case-insensitively. */
export function findMemberByUsername(
  db: TExecutor,
  merchantId: number,
  username: string,
): Promise<TMember | undefined> {
  return findOne(db, merchantId, sql`lower(${members.username}) = lower(${username})`);
}

export function findMemberByMobile(
  db: TExecutor,
  merchantId: number,
  e164: string,
): Promise<TMember | undefined> {
  return findOne(db, merchantId, eq(members.mobileE164, e164));
}

/** An agent by invitation code (case-insensitive). */
export function findAgentByAffiliateCode(
  db: TExecutor,
  merchantId: number,
  code: string,
): Promise<TMember | undefined> {
  return findOne(db, merchantId, sql`upper(${members.affiliateCode}) = upper(${code})`);
}

export function findMemberByReferralCode(
  db: TExecutor,
  merchantId: number,
  code: string,
): Promise<TMember | undefined> {
  return findOne(db, merchantId, eq(members.referralCode, code.toUpperCase()));
}

/**
 * Inserts a member and sets its agent path (the upline's path plus its own label) in the same
 * transaction; a username or mobile already taken surfaces as the unique violation.
 */
export async function insertMember(
  tx: TExecutor,
  values: Omit<TNewMember, "agentPath">,
  uplinePath: string | null,
): Promise<TMember> {
  const [row] = await tx
    .insert(members)
    .values({ ...values, agentPath: "pending" })
    .returning({ id: members.id });
  if (!row) throw new Error("member insert returned nothing");
  const label = `m${row.id}`;
  const [updated] = await tx
    .update(members)
    .set({ agentPath: uplinePath ? `${uplinePath}.${label}` : label })
    .where(eq(members.id, row.id))
    .returning();
  if (!updated) throw new Error("member path update returned nothing");
  return updated;
}

export async function updateMember(
  db: TExecutor,
  id: number,
  values: Partial<Omit<TNewMember, "id" | "merchantId">>,
): Promise<void> {
  await db
    .update(members)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(members.id, id));
  memberChanged(id);
}

/**
 * Sets the member's birthday if none is set yet: a conditional update, so two requests at once set
 * it once. Answers whether this call set it.
 */
export async function setBirthdayOnce(db: TExecutor, id: number, birthday: string): Promise<boolean> {
  const rows = await db
    .update(members)
    .set({ birthday, updatedAt: new Date() })
    .where(and(eq(members.id, id), sql`${members.birthday} is null`))
    .returning({ id: members.id });
  if (rows.length > 0) memberChanged(id);
  return rows.length > 0;
}

/** True when the error is PostgreSQL's unique violation on the named index. */
export function isUniqueViolation(error: unknown, index: string): boolean {
  const e = error as { code?: string; constraint?: string; message?: string; cause?: unknown };
  if (e?.code === "23505") return e.constraint === index || Boolean(e.message?.includes(index));
  return e?.cause ? isUniqueViolation(e.cause, index) : false;
}
