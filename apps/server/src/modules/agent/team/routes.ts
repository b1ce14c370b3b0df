import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { requestLanguage } from "../../merchants/index.ts";
import { agentNotices } from "./agent-notices.ts";
import { transferToDownline } from "./downline-transfer.ts";
import { agentDownlines } from "./downlines-service.ts";
import { agentIncome } from "./income-service.ts";
import { agentInvitation } from "./invitation-service.ts";
import { teamOverview } from "./overview-service.ts";
import { registerDownline } from "./register-downline.ts";
import { teamBets } from "./team-bets-service.ts";
import { teamProfit } from "./team-profit-service.ts";
import { teamTransactions } from "./transactions-service.ts";

/**
 * The agent centre's team calls (packages/contract/src/api/agent.ts). Each is for agents only:
 * the AGENT caller refuses every other account with NON_AGENT_ACCOUNT before the handler runs.
 */
export function teamRoutes(serve: TServe, ctx: TAppContext): void {
  const db = ctx.database.db;

  serve("agentNotices", async ({ merchant, request }) =>
    agentNotices(db, merchant, requestLanguage(request, merchant), ctx.now()),
  );

  serve("teamOverview", async ({ merchant, member, input }) =>
    teamOverview(db, merchant, member.agentPath, input, ctx.now()),
  );

  serve("agentInvitation", async ({ merchant, member, host, request }) =>
    agentInvitation(ctx, merchant, member, { protocol: request.protocol, host }),
  );

  serve("registerDownline", async ({ merchant, member, input, client }) =>
    registerDownline(ctx, merchant, member, input, client),
  );

  serve("downlines", async ({ member, input }) => agentDownlines(db, member, input));

  serve("downlineTransfer", async ({ merchant, member, input, client }) =>
    transferToDownline(ctx, merchant, member, input, client),
  );

  serve("teamBets", async ({ merchant, member, input, request }) =>
    teamBets(db, merchant, member, input, requestLanguage(request, merchant), ctx.now()),
  );

  serve("teamProfit", async ({ merchant, member, input }) =>
    teamProfit(db, merchant, member, input, ctx.now()),
  );

  serve("agentIncome", async ({ merchant, member, input }) =>
    agentIncome(db, merchant, member.id, input, ctx.now()),
  );

  serve("teamTransactions", async ({ merchant, member, input }) =>
    teamTransactions(db, merchant, member, input, ctx.now()),
  );
}
