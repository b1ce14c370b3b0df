import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { Sabong } from "./sabong-service.ts";

/** The cockfight's calls on `/sv3`, each served from its contract entry. */
export async function sabongRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const sabong = new Sabong(ctx);
  const serve = createServe(app, ctx);
  serve("sabongArena", async ({ merchant }) => sabong.arena(merchant.id));
  serve("placeFightBet", async ({ merchant, member, input }) => sabong.place(merchant.id, member, input));
  serve("myFightBets", async ({ member, input }) => sabong.bets(member.id, input.page, input.pageSize));
}
