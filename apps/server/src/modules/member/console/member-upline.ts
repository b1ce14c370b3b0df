import type { TBoMemberDetail, TBoMemberUplineRequest } from "@orchid/contract/backoffice-members";
import { isAgentType } from "@orchid/contract/member";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { findMemberByUsername, type TMember } from "../../accounts/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import { moveSubtree } from "../member-tree-repo.ts";
import { findUsernameById } from "./member-detail-repo.ts";
import { changeMemberInTree } from "./member-detail-service.ts";
import { type TMemberTreeHook, treeChangeBy } from "./member-tree-hook.ts";

/** True when `path` is `ancestor` itself or lies anywhere below it. */
function isWithin(path: string, ancestor: string): boolean {
  return path === ancestor || path.startsWith(`${ancestor}.`);
}

/** The new upline: an agent of this merchant outside the member's own subtree, or UPLINE_INVALID. */
function checkUpline(member: TMember, upline: TMember | undefined, username: string): TMember {
  if (!upline) throw new AppError("UPLINE_INVALID", { uplineUsername: username, reason: "not_found" });
  if (!isAgentType(upline.type)) throw new AppError("UPLINE_INVALID", { reason: "not_agent" });
  if (isWithin(upline.agentPath, member.agentPath))
    throw new AppError("UPLINE_INVALID", { reason: "own_tree" });
  return upline;
}

/**
 * `PUT /bo/members/upline`: places a member (with everyone below them) under another agent, or at
 * the top level. The tree is locked for the merchant while the paths are rewritten in one
 * transaction, so concurrent moves cannot build a loop or leave a stale path. The contracts the
 * member held from the old upline end with the move (`onTreeChange`).
 */
export async function moveMember(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TBoMemberUplineRequest,
  onTreeChange: TMemberTreeHook,
): Promise<TBoMemberDetail> {
  const { found, merchant, client } = call;
  return changeMemberInTree(ctx.database.db, merchant.id, input.memberId, async (tx, member) => {
    const username = input.uplineUsername;
    const upline =
      username === null
        ? null
        : checkUpline(member, await findMemberByUsername(tx, merchant.id, username), username);
    if ((upline?.id ?? null) === member.uplineId) return;
    const newPath = await moveSubtree(tx, member, upline, client.at);
    await onTreeChange(tx, treeChangeBy(call, member.id, "moved"));
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "members.upline",
        outcome: "ok",
        targetType: "member",
        targetId: member.id,
        before: {
          upline: await findUsernameById(tx, merchant.id, member.uplineId),
          agentPath: member.agentPath,
        },
        after: { upline: upline?.username ?? null, agentPath: newPath },
      },
      client,
    );
  });
}
