import type { TAgentContractKind, TConsolidated } from "@orchid/contract/agent";
import type { TAppContext } from "../../../app-context.ts";
import type { TMember } from "../../accounts/index.ts";
import { bindingContractsOf, HELD_STATES, type TContractRow } from "./contract-repo.ts";

/**
 * The consolidated settings (spec §3), from the member's binding contracts:
 * - `*req` (dailysalreqtype, divtypereq, contracthoursalreq, realtimesalreqtype): an offer of that
 *   kind — new (pending_new) or changed terms (pending_change) — awaits the member's answer;
 * - `*info` (dailysalinfotype, divtypeinfo, contracthoursalinfo, realtimesalinfotype): the member
 *   holds an accepted contract of that kind (active, a change pending, or ending);
 * - contractmrdailysalinfotype: the member issued a binding daily-wage contract to a downline.
 * Derived flags that show the agent-centre items:
 * - dailySalary = dailysalinfotype;
 * - salary = dailysalinfotype || dailysalreqtype || contractmrdailysalinfotype;
 * - hourSalary = contracthoursalinfo || contracthoursalreq;
 * - agentRealtimeSalary = realtimesalinfotype || realtimesalreqtype;
 * - enableCt = divtypeinfo || divtypereq.
 */
export async function consolidated(
  ctx: Pick<TAppContext, "database">,
  member: TMember,
): Promise<TConsolidated> {
  const rows = await bindingContractsOf(ctx.database.db, member.id);
  const flags = flagsOf(rows, member.id);
  return {
    ...flags,
    dailySalary: flags.dailysalinfotype,
    salary: flags.dailysalinfotype || flags.dailysalreqtype || flags.contractmrdailysalinfotype,
    hourSalary: flags.contracthoursalinfo || flags.contracthoursalreq,
    agentRealtimeSalary: flags.realtimesalinfotype || flags.realtimesalreqtype,
    enableCt: flags.divtypeinfo || flags.divtypereq,
  };
}

function flagsOf(
  rows: readonly Pick<TContractRow, "kind" | "state" | "memberId" | "uplineId">[],
  memberId: number,
) {
  const awaits = (kind: TAgentContractKind) =>
    rows.some(
      (row) =>
        row.kind === kind &&
        row.memberId === memberId &&
        (row.state === "pending_new" || row.state === "pending_change"),
    );
  const holds = (kind: TAgentContractKind) =>
    rows.some(
      (row) =>
        row.kind === kind &&
        row.memberId === memberId &&
        (HELD_STATES as readonly string[]).includes(row.state),
    );
  return {
    dailysalreqtype: awaits("daily_wage"),
    divtypereq: awaits("dividend"),
    contracthoursalreq: awaits("hour_salary"),
    realtimesalreqtype: awaits("realtime_salary"),
    contractmrdailysalinfotype: rows.some((row) => row.kind === "daily_wage" && row.uplineId === memberId),
    contracthoursalinfo: holds("hour_salary"),
    dailysalinfotype: holds("daily_wage"),
    realtimesalinfotype: holds("realtime_salary"),
    divtypeinfo: holds("dividend"),
  };
}
