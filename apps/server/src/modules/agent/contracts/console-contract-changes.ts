import { isAgentType, LIVE_CONTRACT_STATES, type TAgentContract } from "@orchid/contract/agent";
import type { ZBoIssueContract, ZBoTerminateContract } from "@orchid/contract/backoffice-agents";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { findMemberByUsername, isUniqueViolation } from "../../accounts/index.ts";
import { recordOperatorAction, type TConsoleCall } from "../../operators/index.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { cascadeFrom } from "./contract-cascade.ts";
import { insertContractEvent } from "./contract-events-repo.ts";
import { tellMember } from "./contract-notice.ts";
import { presentOne } from "./contract-presenter.ts";
import { insertContract, lockContract, updateContract } from "./contract-repo.ts";
import { assertTermsAllowed } from "./contract-terms-check.ts";

/**
 * `POST /bo/agents/contracts`: a platform contract, active at once with no upline (the platform
 * pays it). Only an agent type may hold one; it is still one binding contract per member and kind.
 */
export async function issuePlatformContract(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: z.output<typeof ZBoIssueContract>,
): Promise<TAgentContract> {
  const { found, merchant, client } = call;
  const db = ctx.database.db;
  assertTermsAllowed(input.kind, input.terms, await loadAgentSettings(db, merchant.id));
  const holder = await findMemberByUsername(db, merchant.id, input.username);
  if (!holder) throw new AppError("NOT_FOUND");
  if (!isAgentType(holder.type)) throw new AppError("DOWNLINE_TYPE_NOT_ALLOWED");
  try {
    return await db.transaction(async (tx) => {
      const row = await insertContract(tx, {
        merchantId: merchant.id,
        memberId: holder.id,
        uplineId: null,
        kind: input.kind,
        state: "active",
        terms: input.terms,
        at: client.at,
      });
      const actor = `operator:${found.operator.username}`;
      await insertContractEvent(tx, {
        contractId: row.id,
        action: "issue",
        actor,
        fromState: null,
        toState: row.state,
        terms: row.terms,
        at: client.at,
      });
      await recordOperatorAction(
        tx,
        {
          operatorId: found.operator.id,
          merchantId: merchant.id,
          action: "agents.contracts.issue",
          outcome: "ok",
          targetType: "agent_contract",
          targetId: row.id,
          after: { holder: holder.username, kind: row.kind, terms: row.terms },
        },
        client,
      );
      return presentOne(tx, merchant.id, row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "agent_contracts_binding_uq")) throw new AppError("CONTRACT_EXISTS");
    throw error;
  }
}

/**
 * `POST /bo/agents/contracts/:id/terminate`: an operator ends a binding contract at once; the
 * contracts below it end with it (the cascade). Both parties are told.
 */
export async function terminateContract(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: z.output<typeof ZBoTerminateContract>,
): Promise<TAgentContract> {
  const { found, merchant, client } = call;
  return ctx.database.db.transaction(async (tx) => {
    const contract = await lockContract(tx, merchant.id, input.id);
    if (!contract) throw new AppError("NOT_FOUND");
    if (!(LIVE_CONTRACT_STATES as readonly string[]).includes(contract.state))
      throw new AppError("CONTRACT_STATE");
    const at = client.at;
    const ended = await updateContract(tx, contract.id, {
      state: "terminated",
      terminationBy: "platform",
      pendingTerms: null,
      endedAt: at,
      updatedAt: at,
    });
    await insertContractEvent(tx, {
      contractId: contract.id,
      action: "terminate",
      actor: `operator:${found.operator.username}`,
      fromState: contract.state,
      toState: ended.state,
      terms: contract.terms,
      at,
    });
    for (const memberId of [contract.memberId, contract.uplineId])
      await tellMember(tx, { merchantId: merchant.id, memberId, kind: "contract_terminated", at });
    await cascadeFrom(tx, ended, at);
    await recordOperatorAction(
      tx,
      {
        operatorId: found.operator.id,
        merchantId: merchant.id,
        action: "agents.contracts.terminate",
        outcome: "ok",
        targetType: "agent_contract",
        targetId: contract.id,
        before: { state: contract.state },
        after: { state: ended.state, reason: input.reason },
      },
      client,
    );
    return presentOne(tx, merchant.id, ended);
  });
}
