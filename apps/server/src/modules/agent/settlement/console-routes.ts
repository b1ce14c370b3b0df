import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { loadAgentSettings } from "../agent-settings.ts";
import { reviewBill } from "./bill-review.ts";
import { consoleBills } from "./console-bills.ts";
import { rerunSettlement, saveSettings } from "./rerun-settlement.ts";

/** The console's settlement calls: settings, bills and their review, and a period settled again. */
export function settlementConsoleRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boAgentContractSettings", async ({ merchant }) => loadAgentSettings(ctx.database.db, merchant.id));
  serve("boSaveAgentContractSettings", async ({ console, input }) => saveSettings(ctx, console, input));
  serve("boAgentBills", async ({ merchant, input }) => consoleBills(ctx, merchant, input, ctx.now()));
  serve("boReviewAgentBill", async ({ console, input }) => reviewBill(ctx, console, input));
  serve("boRerunAgentSettlement", async ({ console, input }) => rerunSettlement(ctx, console, input));
}
