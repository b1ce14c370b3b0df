import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { lotteryFeedRoutes } from "./feed/feed-routes.ts";
import { Lottery } from "./lottery-service.ts";

/**
 * The lottery's calls (spec §7 lottery, and Orchid's own draw, slip and verify calls), each
 * served from its contract entry. Registering brings the shipped games into the database.
 */
export async function lotteryRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const lottery = new Lottery(ctx);
  await lottery.start();
  const serve = createServe(app, ctx);
  serve("lotteryLobby", async ({ input }) => lottery.lobby(input));
  serve("numbersList", async ({ input }) =>
    (await lottery.lobby({ prizeMode: input.prizeMode })).slice(0, input.count),
  );
  serve("vnGameMenu", async ({ input }) => lottery.vnLobby(input));
  serve("recentLottery", async ({ input, member }) => lottery.recent(member.id, input.count));
  serve("vnGameMenuRecent", async ({ input, member }) => lottery.recentVn(member.id, input.count));
  serve("lotteryGame", async ({ input, merchant }) => lottery.detail(merchant.id, input.gameCode));
  serve("openedNumero", async ({ input }) => lottery.opened(input.gameCode, input.count, input.before));
  serve("vnOpenedNumeros", async ({ input }) => lottery.openedVn(input.gameCode, input.count, input.before));
  serve("lotteryDraw", async ({ input }) => lottery.draw(input.gameCode, input.issue));
  serve("placeSlip", async ({ input, merchant, member }) =>
    lottery.slips.place({ merchantId: merchant.id, member }, input),
  );
  serve("cancelSlip", async ({ input, merchant, member }) =>
    lottery.slips.cancel({ merchantId: merchant.id, member }, input.id),
  );
  serve("mySlips", async ({ input, member }) => lottery.slips.list(member.id, input));
  await lotteryFeedRoutes(app, ctx);
}
