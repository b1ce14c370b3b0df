import type { TRegisterDownline } from "@orchid/contract/agent";
import { checkRuleField, type TFieldProblem } from "@orchid/contract/register-validation";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { findMemberById, insertMember, isUniqueViolation, type TMember } from "../../accounts/index.ts";
import { lockMemberTree } from "../../member/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import { assertPasswordNotWeak, recordMemberEvent, type TClientInfo } from "../../session/index.ts";
import { presentRegisterRules } from "../../system/index.ts";
import { downlineType } from "./downline-type.ts";
import { newInvitationCode } from "./invitation-code.ts";

type TInput = { username: string; password: string; accountType: TRegisterDownline["accountType"] };

/** The username and password against the merchant's registration rules (as the register form). */
function fieldProblems(merchant: TMerchant, input: TInput): TFieldProblem[] {
  const rules = presentRegisterRules(merchant);
  return [
    checkRuleField("username", rules.username, input.username, true),
    checkRuleField("password", rules.password, input.password, true),
  ].filter((problem): problem is TFieldProblem => problem !== null);
}

/**
 * `POST /wps/agent/downlines`: the agent opens a direct downline's account. The username and
 * password follow the registration rules; the new account sits right under the agent (its path
 * is the agent's path plus its own id) and its registration is recorded like any other.
 */
export async function registerDownline(
  ctx: TAppContext,
  merchant: TMerchant,
  agent: TMember,
  input: TInput,
  client: TClientInfo,
): Promise<{ username: string; type: number }> {
  const type = downlineType(agent.type, input.accountType);
  if (type === null) throw new AppError("DOWNLINE_TYPE_NOT_ALLOWED");
  const problems = fieldProblems(merchant, input);
  if (problems.length > 0) throw new AppError("INVALID_INPUT", { fields: problems });
  await assertPasswordNotWeak(ctx, merchant, input.username, input.password, "password");
  const passwordHash = await ctx.passwords.hash(input.password);
  const now = ctx.now();
  try {
    const member = await ctx.database.db.transaction(async (tx) => {
      // The tree may be moving (console): place the downline under the agent's path as it is now.
      await lockMemberTree(tx, merchant.id);
      const upline = await findMemberById(tx, merchant.id, agent.id);
      if (!upline) throw new AppError("NOT_FOUND");
      const created = await insertMember(
        tx,
        {
          merchantId: merchant.id,
          username: input.username,
          passwordHash,
          passwordChangedAt: now,
          nickname: input.username,
          type,
          contacts: {},
          referralCode: newInvitationCode(),
          uplineId: upline.id,
          registerMethod: "AGENT",
          registerIp: client.ip,
          createdAt: now,
          updatedAt: now,
        },
        upline.agentPath,
      );
      await recordMemberEvent(tx, created, "register", client, {
        kind: "agent",
        uplineId: upline.id,
        registerMethod: "AGENT",
      });
      return created;
    });
    return { username: member.username, type: member.type };
  } catch (error) {
    if (isUniqueViolation(error, "members_merchant_username_uq")) throw new AppError("USERNAME_TAKEN");
    throw error;
  }
}
