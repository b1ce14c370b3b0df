import type { TBoMemberDetail, TBoMemberProfileRequest } from "@orchid/contract/backoffice-members";
import { isAgentType, TRIAL_TYPE } from "@orchid/contract/member";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { updateMember } from "../../accounts/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import { countDownline } from "./member-detail-repo.ts";
import { changeMemberInTree } from "./member-detail-service.ts";
import { type TMemberTreeHook, treeChangeBy } from "./member-tree-hook.ts";

/**
 * `PUT /bo/members/profile`: labels, VIP rank and account type. A free-play (trial) account
 * never becomes a real one by hand, and an agent with a downline stays an agent (their members
 * would be left under a non-agent). An agent who stops being one loses its agent contracts
 * (`onTreeChange`).
 */
export async function setMemberProfile(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TBoMemberProfileRequest,
  onTreeChange: TMemberTreeHook,
): Promise<TBoMemberDetail> {
  const { found, merchant, client } = call;
  return changeMemberInTree(ctx.database.db, merchant.id, input.memberId, async (tx, member) => {
    const before = { labels: member.labels, rankLevel: member.rankLevel, type: member.type };
    const after = {
      labels: input.labels ?? member.labels,
      rankLevel: input.rankLevel ?? member.rankLevel,
      type: input.type ?? member.type,
    };
    if (after.type !== member.type) {
      if (member.type === TRIAL_TYPE) throw new AppError("FORBIDDEN", { reason: "trial_account" });
      if (isAgentType(member.type) && !isAgentType(after.type) && (await countDownline(tx, member)) > 0) {
        throw new AppError("CONFLICT", { reason: "has_downline" });
      }
    }
    if (JSON.stringify(before) === JSON.stringify(after)) return;
    await updateMember(tx, member.id, after);
    if (isAgentType(member.type) && !isAgentType(after.type))
      await onTreeChange(tx, treeChangeBy(call, member.id, "left_agents"));
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "members.profile",
        outcome: "ok",
        targetType: "member",
        targetId: member.id,
        before,
        after,
      },
      client,
    );
  });
}
