import type { TBoMemberNote } from "@orchid/contract/backoffice-members";
import { desc, eq } from "drizzle-orm";
import type { TDb, TTx } from "../../../db/database.ts";
import { memberNotes, operators } from "../../../db/schema/backoffice.ts";

type TExecutor = TDb | TTx;

/** Stores an operator's note on a member (notes are never edited); answers its id. */
export async function insertMemberNote(
  db: TExecutor,
  values: { merchantId: number; memberId: number; operatorId: number; text: string; createdAt: Date },
): Promise<number> {
  const [row] = await db.insert(memberNotes).values(values).returning({ id: memberNotes.id });
  if (!row) throw new Error("member note insert returned nothing");
  return row.id;
}

/** A member's notes with their authors' usernames, newest first. */
export async function listMemberNotes(db: TExecutor, memberId: number): Promise<TBoMemberNote[]> {
  const rows = await db
    .select({
      id: memberNotes.id,
      text: memberNotes.text,
      operator: operators.username,
      createdAt: memberNotes.createdAt,
    })
    .from(memberNotes)
    .innerJoin(operators, eq(operators.id, memberNotes.operatorId))
    .where(eq(memberNotes.memberId, memberId))
    .orderBy(desc(memberNotes.createdAt), desc(memberNotes.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
