import type { TAppContext } from "../../app-context.ts";
import type { TServe } from "../../http/serve.ts";
import type { TApprovalRegistry } from "./approval-kinds.ts";
import { decideApproval, listApprovals } from "./approvals.ts";

/** Four-eyes requests of the merchant: listed and decided by approvers (money.approve). */
export function consoleApprovalRoutes(serve: TServe, ctx: TAppContext, approvals: TApprovalRegistry): void {
  serve("boApprovals", async ({ merchant, input }) => listApprovals(ctx, merchant, input.status));

  serve("boDecideApproval", async ({ console, input }) => decideApproval(ctx, console, input, approvals));
}
