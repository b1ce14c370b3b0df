import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { collectBills, memberBills } from "./bills-service.ts";

/** The site's bill calls: the agent's bills, and collecting its daily-wage and dividend bills. */
export function settlementRoutes(serve: TServe, ctx: TAppContext): void {
  serve("contractBills", async ({ merchant, member, input }) =>
    memberBills(ctx, merchant, member, input, ctx.now()),
  );
  serve("processDividend", async ({ member }) => collectBills(ctx, member, "dividend", ctx.now()));
  serve("processDailySalary", async ({ member }) => collectBills(ctx, member, "daily_wage", ctx.now()));
}
