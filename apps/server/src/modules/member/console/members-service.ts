import type { TBoMemberRow, TBoMemberStatusRequest } from "@orchid/contract/backoffice-members";
import { and, desc, eq, ilike, or, sql } from "drizzle-orm";
import type { TAppContext } from "../../../app-context.ts";
import { members } from "../../../db/schema/accounts.ts";
import { updateMember } from "../../accounts/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import { revokeMemberSessions } from "../../session/index.ts";
import { presentMemberRow } from "./console-member-presenter.ts";
import { requireConsoleMember } from "./member-detail-service.ts";

const PAGE_SIZE = 20;

/** Members of one merchant by username, mobile, email or IP (newest first), 20 a page. */
export async function searchMembers(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  query: { q?: string; page: number },
): Promise<{ rows: TBoMemberRow[]; page: number }> {
  const q = query.q?.trim();
  const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await ctx.database.db
    .select()
    .from(members)
    .where(
      and(
        eq(members.merchantId, merchant.id),
        like
          ? or(
              ilike(members.username, like),
              ilike(members.mobileE164, like),
              ilike(members.email, like),
              eq(members.registerIp, q ?? ""),
              eq(members.lastLoginIp, q ?? ""),
              sql`${members.id} in (select member_id from member_known_ips where ip = ${q ?? ""})`,
            )
          : undefined,
      ),
    )
    .orderBy(desc(members.id))
    .limit(PAGE_SIZE)
    .offset((query.page - 1) * PAGE_SIZE);
  return { rows: rows.map(presentMemberRow), page: query.page };
}

/** Locks, self-excludes or reactivates a member; locking ends their sessions at once. */
export async function setMemberStatus(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TBoMemberStatusRequest,
): Promise<TBoMemberRow> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const member = await requireConsoleMember(db, merchant.id, input.memberId);
  await db.transaction(async (tx) => {
    await updateMember(tx, member.id, { status: input.status });
    if (input.status !== "active") await revokeMemberSessions(tx, member.id, client.at);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "members.status",
        outcome: "ok",
        targetType: "member",
        targetId: member.id,
        before: { status: member.status },
        after: { status: input.status, note: input.note ?? null },
      },
      client,
    );
  });
  return presentMemberRow({ ...member, status: input.status });
}
