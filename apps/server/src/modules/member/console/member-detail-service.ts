import type { TBoMemberDetail } from "@orchid/contract/backoffice-members";
import type { TDb, TTx } from "../../../db/database.ts";
import { AppError } from "../../../http/app-error.ts";
import { findMemberById, type TMember } from "../../accounts/index.ts";
import { lockMemberTree } from "../member-tree-repo.ts";
import { presentMemberDetail } from "./console-member-presenter.ts";
import { countDownline, findUsernameById, listLoginHistory } from "./member-detail-repo.ts";
import { listMemberNotes } from "./member-notes-repo.ts";

/** A member of this merchant, or NOT_FOUND (a member of another merchant is never shown). */
export async function requireConsoleMember(
  db: TDb | TTx,
  merchantId: number,
  memberId: number,
): Promise<TMember> {
  const member = await findMemberById(db, merchantId, memberId);
  if (!member) throw new AppError("NOT_FOUND", { memberId });
  return member;
}

/** `GET /bo/members/detail`: the profile, upline and downline size, notes and login history. */
export async function memberDetail(db: TDb, merchantId: number, memberId: number): Promise<TBoMemberDetail> {
  const member = await requireConsoleMember(db, merchantId, memberId);
  const [upline, downlineCount, notes, loginHistory] = await Promise.all([
    findUsernameById(db, merchantId, member.uplineId),
    countDownline(db, member),
    listMemberNotes(db, member.id),
    listLoginHistory(db, member.id),
  ]);
  return presentMemberDetail(member, { upline, downlineCount, notes, loginHistory });
}

/**
 * Runs `change` on a member of this merchant in one transaction with the merchant's member tree
 * locked (so no concurrent move or type change interleaves), then answers the member's page.
 */
export async function changeMemberInTree(
  db: TDb,
  merchantId: number,
  memberId: number,
  change: (tx: TTx, member: TMember) => Promise<void>,
): Promise<TBoMemberDetail> {
  await db.transaction(async (tx) => {
    await lockMemberTree(tx, merchantId);
    await change(tx, await requireConsoleMember(tx, merchantId, memberId));
  });
  return memberDetail(db, merchantId, memberId);
}
