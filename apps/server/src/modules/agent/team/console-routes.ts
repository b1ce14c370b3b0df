import { isAgentType } from "@orchid/contract/agent";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TServe } from "../../../http/serve.ts";
import { findMemberByUsername } from "../../accounts/index.ts";
import { consoleTree } from "./downlines-service.ts";
import { teamOverview } from "./overview-service.ts";

/** The console's agent tree and team report (packages/contract/src/api/console-agents.ts). */
export function teamConsoleRoutes(serve: TServe, ctx: TAppContext): void {
  const db = ctx.database.db;

  serve("boAgentTree", async ({ merchant, input }) => consoleTree(db, merchant.id, input));

  serve("boAgentReport", async ({ merchant, input }) => {
    const agent = await findMemberByUsername(db, merchant.id, input.agent);
    if (!agent || !isAgentType(agent.type)) throw new AppError("NOT_FOUND");
    return teamOverview(db, merchant, agent.agentPath, input, ctx.now());
  });
}
