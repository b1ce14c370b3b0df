import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { requestAdjustment } from "../adjustment-approval.ts";
import { memberLedger } from "../member-ledger-service.ts";

/** A member's ledger (money.read) and manual adjustments, filed for a second operator (money.request). */
export async function walletConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve("boMemberLedger", async ({ merchant, input }) => memberLedger(ctx.database.db, merchant, input));

  serve("boAdjustBalance", async ({ console, input }) => requestAdjustment(ctx, console, input));
}
