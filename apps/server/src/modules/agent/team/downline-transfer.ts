import { TRIAL_TYPE } from "@orchid/contract/member";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TMember } from "../../accounts/index.ts";
import { insertMessage } from "../../inbox/index.ts";
import type { TMerchant } from "../../merchants/index.ts";
import type { TClientInfo } from "../../session/index.ts";
import { assertCurrency, assertPaymentPassword, transferBetweenMembers } from "../../wallet/index.ts";
import { findTeamMember } from "./team-scope-repo.ts";

type TInput = {
  downline: string;
  amount: number;
  currency?: string;
  paymentPassword: string;
  idempotencyKey: string;
};

/**
 * `POST /wps/agent/downlines/transfer`: from the agent's main wallet to the main wallet of a member
 * of its team (any depth; never the agent itself, never a trial account), confirmed by the payment
 * password. At most once per idempotency key; both sides' account records show the line and both
 * get an inbox message, written in the same transaction as the money.
 */
export async function transferToDownline(
  ctx: TAppContext,
  merchant: TMerchant,
  agent: TMember,
  input: TInput,
  client: TClientInfo,
): Promise<{ transferId: string; downline: string; mainBalance: number }> {
  assertCurrency(merchant, input.currency);
  const db = ctx.database.db;
  const target = await findTeamMember(db, merchant.id, agent.agentPath, input.downline);
  if (!target || target.id === agent.id || target.type === TRIAL_TYPE) throw new AppError("NOT_A_DOWNLINE");
  await assertPaymentPassword(ctx, agent, input.paymentPassword, client);
  const moved = await transferBetweenMembers(ctx, {
    merchantId: merchant.id,
    from: agent,
    to: target,
    amount: input.amount,
    idempotencyKey: input.idempotencyKey,
    code: "downline_transfer",
    keyPrefix: "downline",
    alongside: async (tx, transferId) => {
      const message = {
        merchantId: merchant.id,
        amountMinor: input.amount,
        orderNo: transferId,
        at: ctx.now(),
      };
      await insertMessage(tx, { ...message, memberId: agent.id, kind: "downline_transfer_out" });
      await insertMessage(tx, { ...message, memberId: target.id, kind: "downline_transfer_in" });
    },
  });
  return { ...moved, downline: target.username };
}
