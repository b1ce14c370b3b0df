import type { TAppContext } from "../../app-context.ts";
import type { TServe } from "../../http/serve.ts";
import { createConsoleOperator } from "./operator-creation.ts";
import { listConsoleOperators, updateConsoleOperator } from "./operators-service.ts";

/**
 * The console's own accounts: owners list, add and change operators (operators.manage); adding,
 * role raises and credential resets wait for another owner (operator-approvals.ts).
 */
export function consoleOperatorRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boOperators", async ({ console }) => listConsoleOperators(ctx, console.found, console.merchant));

  serve("boCreateOperator", async ({ console, input }) => createConsoleOperator(ctx, console, input));

  serve("boUpdateOperator", async ({ console, input }) => updateConsoleOperator(ctx, console, input));
}
