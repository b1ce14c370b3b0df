import type {
  TAgentContract,
  TAgentContractKind,
  TContractTerms,
  ZContractActionRequest,
} from "@orchid/contract/agent";
import type { TMessageKind } from "@orchid/contract/inbox";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { invalidField } from "../../../http/invalid-field.ts";
import type { TMember } from "../../accounts/index.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { cascadeFrom } from "./contract-cascade.ts";
import { insertContractEvent } from "./contract-events-repo.ts";
import { tellMember } from "./contract-notice.ts";
import { presentOne } from "./contract-presenter.ts";
import { findContract, lockBindingContract, lockContract, type TContractRow } from "./contract-repo.ts";
import { isRaise } from "./contract-rules.ts";
import { applyStep } from "./contract-step-apply.ts";
import { contractStep, type TContractRole, type TContractStep } from "./contract-steps.ts";
import { assertTermsAllowed, assertWithinUpline } from "./contract-terms-check.ts";

type TActionRequest = z.output<typeof ZContractActionRequest>;

/** Who hears of each action: the holder's answers go to the upline, the upline's moves to the holder. */
const NOTICE: Record<TActionRequest["action"], TMessageKind> = {
  accept: "contract_accepted",
  refuse: "contract_refused",
  withdraw: "contract_withdrawn",
  change: "contract_changed",
  terminate: "contract_termination_asked",
  agree: "contract_terminated",
};

function roleOf(contract: TContractRow | undefined, memberId: number): TContractRole | null {
  if (contract?.memberId === memberId) return "holder";
  if (contract?.uplineId === memberId) return "upline";
  return null;
}

/**
 * One side's action on a contract (spec §4). A member who is neither its holder nor its upline is
 * told it does not exist. The contract row is locked for the whole action, so racing actions run
 * one after the other and the second sees the first's outcome (and is refused when it no longer
 * fits). A change also locks the upline's own contract first: parent before child, like a cascade.
 */
export async function actOnContract(
  ctx: Pick<TAppContext, "database">,
  merchantId: number,
  member: TMember,
  request: TActionRequest,
  at: Date,
): Promise<TAgentContract> {
  const db = ctx.database.db;
  const settings = await loadAgentSettings(db, merchantId);
  return db.transaction(async (tx) => {
    const seen = await findContract(tx, merchantId, request.id);
    const role = roleOf(seen, member.id);
    if (!seen || !role) throw new AppError("NOT_FOUND");
    const own =
      request.action === "change"
        ? await lockBindingContract(tx, member.id, seen.kind as TAgentContractKind)
        : undefined;
    const contract = (await lockContract(tx, merchantId, seen.id)) as TContractRow;
    const step = contractStep(contract, role, request.action);
    if (!step) throw new AppError("CONTRACT_STATE");
    let newTerms: TContractTerms | null = null;
    if (step.effect === "change") {
      if (!request.terms) throw invalidField("terms");
      newTerms = request.terms;
      assertTermsAllowed(contract.kind as TAgentContractKind, newTerms, settings);
      if (!isRaise(contract.terms, newTerms)) throw new AppError("CONTRACT_CHANGE_MUST_RAISE");
      assertWithinUpline(newTerms, own);
    }
    const updated = await applyStep(tx, contract, step, { role, terms: newTerms, at });
    await insertContractEvent(tx, {
      contractId: contract.id,
      action: request.action,
      actor: `member:${member.username}`,
      fromState: contract.state,
      toState: updated.state,
      terms: newTerms ?? updated.terms,
      at,
    });
    const other = role === "holder" ? contract.uplineId : contract.memberId;
    await tellMember(tx, { merchantId, memberId: other, kind: NOTICE[request.action], at });
    if (takesNewTerms(step) || updated.state === "terminated") await cascadeFrom(tx, updated, at);
    return presentOne(tx, merchantId, updated);
  });
}

function takesNewTerms(step: TContractStep): boolean {
  return step.effect === "accept_offer" || step.effect === "accept_change";
}
