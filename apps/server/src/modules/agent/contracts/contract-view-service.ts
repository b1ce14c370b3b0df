import { isAgentType, type TAgentContractKind, type TAgentContractView } from "@orchid/contract/agent";
import type { TAppContext } from "../../../app-context.ts";
import type { TMember } from "../../accounts/index.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { presentContracts } from "./contract-presenter.ts";
import { bindingContractsOf, HELD_STATES } from "./contract-repo.ts";

/**
 * One kind as the agent centre shows it: the binding contract the member holds or is offered,
 * the binding ones it issued (newest first), and whether it may offer one now — it holds an
 * accepted contract of the kind, its own type may have downlines, and the merchant offers the kind.
 */
export async function contractView(
  ctx: Pick<TAppContext, "database">,
  merchantId: number,
  member: TMember,
  kind: TAgentContractKind,
): Promise<TAgentContractView> {
  const db = ctx.database.db;
  const [settings, rows] = await Promise.all([
    loadAgentSettings(db, merchantId),
    bindingContractsOf(db, member.id, kind),
  ]);
  const contracts = await presentContracts(db, merchantId, rows);
  const mineIndex = rows.findIndex((row) => row.memberId === member.id);
  const mineRow = rows[mineIndex];
  const holds = mineRow !== undefined && (HELD_STATES as readonly string[]).includes(mineRow.state);
  return {
    kind,
    mine: contracts[mineIndex] ?? null,
    issued: contracts.filter((_contract, i) => rows[i]?.uplineId === member.id),
    canOffer: holds && isAgentType(member.type) && settings.enabledKinds.includes(kind),
    maxTiers: settings.maxTiers,
  };
}
