import { and, eq, sql } from "drizzle-orm";
import type { TTx } from "../../db/database.ts";
import { members } from "../../db/schema/accounts.ts";
import { everyMemberChanged } from "../accounts/index.ts";

/**
 * Serialises changes to one merchant's agent tree until the transaction ends, so two moves (or a
 * move and a type change) never work from paths the other is rewriting.
 */
export async function lockMemberTree(tx: TTx, merchantId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`member_tree:${merchantId}`}))`);
}

/**
 * Moves a member and everyone below them: the member's upline becomes `upline` (null: the top
 * level) and every path under `oldPath` gets the new upline's path in place of the old prefix.
 * Answers the member's new path.
 */
export async function moveSubtree(
  tx: TTx,
  member: { id: number; merchantId: number; agentPath: string },
  upline: { id: number; agentPath: string } | null,
  at: Date,
): Promise<string> {
  const oldPath = sql`${member.agentPath}::ltree`;
  // The member's own label and everything below it, without the old upline's prefix.
  const tail = sql`subpath(${members.agentPath}, nlevel(${oldPath}) - 1)`;
  const newPath = upline ? sql`${upline.agentPath}::ltree || ${tail}` : tail;
  await tx
    .update(members)
    .set({ agentPath: newPath, updatedAt: at })
    .where(and(eq(members.merchantId, member.merchantId), sql`${members.agentPath} <@ ${oldPath}`));
  const [moved] = await tx
    .update(members)
    .set({ uplineId: upline?.id ?? null, updatedAt: at })
    .where(eq(members.id, member.id))
    .returning({ agentPath: members.agentPath });
  if (!moved) throw new Error("moved member vanished");
  everyMemberChanged();
  return moved.agentPath;
}
