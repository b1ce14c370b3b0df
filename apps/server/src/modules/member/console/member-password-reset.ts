import type { TBoMemberPasswordRequest, TBoMemberPasswordValue } from "@orchid/contract/backoffice-members";
import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { updateMember } from "../../accounts/index.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { recordOperatorAction } from "../../operators/index.ts";
import { revokeMemberSessions } from "../../session/index.ts";
import { presentRegisterRules } from "../../system/index.ts";
import { requireConsoleMember } from "./member-detail-service.ts";
import { temporaryPassword } from "./temporary-password.ts";

/**
 * `PUT /bo/members/password`: a new random password the operator hands to the member, who must
 * change it at the next password login (the login answers `passwordExpired` and every other call
 * PASSWORD_CHANGE_REQUIRED until then). Every session of the member ends; the audit row never
 * holds the password.
 */
export async function resetMemberPassword(
  ctx: Pick<TAppContext, "database" | "passwords">,
  call: TConsoleCall,
  input: TBoMemberPasswordRequest,
): Promise<TBoMemberPasswordValue> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  const member = await requireConsoleMember(db, merchant.id, input.memberId);
  if (member.type === TRIAL_TYPE) throw new AppError("FORBIDDEN", { reason: "trial_account" });
  const password = temporaryPassword(presentRegisterRules(merchant).password);
  const passwordHash = await ctx.passwords.hash(password);
  await db.transaction(async (tx) => {
    await updateMember(tx, member.id, {
      passwordHash,
      passwordChangedAt: client.at,
      mustChangePassword: true,
    });
    await revokeMemberSessions(tx, member.id, client.at);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "members.password",
        outcome: "ok",
        targetType: "member",
        targetId: member.id,
        before: { mustChangePassword: member.mustChangePassword },
        after: { mustChangePassword: true, sessionsEnded: true },
      },
      client,
    );
  });
  return { temporaryPassword: password };
}
