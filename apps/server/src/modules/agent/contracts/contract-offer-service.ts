import { isAgentType, type TAgentContract, type ZContractOffer } from "@orchid/contract/agent";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { findMemberByUsername, isUniqueViolation, type TMember } from "../../accounts/index.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { insertContractEvent } from "./contract-events-repo.ts";
import { tellMember } from "./contract-notice.ts";
import { presentOne } from "./contract-presenter.ts";
import { insertContract, lockBindingContract } from "./contract-repo.ts";
import { assertTermsAllowed, assertWithinUpline } from "./contract-terms-check.ts";

type TOffer = z.output<typeof ZContractOffer>;

/**
 * An agent offers a contract to one of its direct downlines (an agent type too). The offer waits
 * for the downline's answer. The upline's own contract of the kind is locked while the offer is
 * written, so a termination cascading from above cannot miss it; two offers racing for the same
 * downline meet on the partial unique index and only one is kept.
 */
export async function offerContract(
  ctx: Pick<TAppContext, "database">,
  merchantId: number,
  upline: TMember,
  offer: TOffer,
  at: Date,
): Promise<TAgentContract> {
  const db = ctx.database.db;
  const downline = await findMemberByUsername(db, merchantId, offer.downline);
  if (!downline || downline.uplineId !== upline.id) throw new AppError("NOT_A_DOWNLINE");
  if (!isAgentType(downline.type)) throw new AppError("DOWNLINE_TYPE_NOT_ALLOWED");
  assertTermsAllowed(offer.kind, offer.terms, await loadAgentSettings(db, merchantId));
  try {
    return await db.transaction(async (tx) => {
      assertWithinUpline(offer.terms, await lockBindingContract(tx, upline.id, offer.kind));
      if (await lockBindingContract(tx, downline.id, offer.kind)) throw new AppError("CONTRACT_EXISTS");
      const row = await insertContract(tx, {
        merchantId,
        memberId: downline.id,
        uplineId: upline.id,
        kind: offer.kind,
        state: "pending_new",
        terms: offer.terms,
        at,
      });
      await insertContractEvent(tx, {
        contractId: row.id,
        action: "offer",
        actor: `member:${upline.username}`,
        fromState: null,
        toState: row.state,
        terms: row.terms,
        at,
      });
      await tellMember(tx, { merchantId, memberId: downline.id, kind: "contract_offered", at });
      return presentOne(tx, merchantId, row);
    });
  } catch (error) {
    if (isUniqueViolation(error, "agent_contracts_binding_uq")) throw new AppError("CONTRACT_EXISTS");
    throw error;
  }
}
