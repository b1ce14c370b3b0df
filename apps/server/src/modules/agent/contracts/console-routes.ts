import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { issuePlatformContract, terminateContract } from "./console-contract-changes.ts";
import { contractDetail, listContracts } from "./console-contracts-service.ts";

/** The console's contract calls: the list, one contract with its history, issue and terminate. */
export function contractConsoleRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boAgentContracts", async ({ merchant, input }) => listContracts(ctx, merchant.id, input));
  serve("boAgentContract", async ({ merchant, input }) => contractDetail(ctx, merchant.id, input.id));
  serve("boIssueAgentContract", async ({ console, input }) => issuePlatformContract(ctx, console, input));
  serve("boTerminateAgentContract", async ({ console, input }) => terminateContract(ctx, console, input));
}
