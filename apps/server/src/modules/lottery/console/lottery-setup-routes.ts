import { ZBoLotteryGameSwitch } from "@orchid/contract/backoffice-lottery";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { requirePlatformOperator } from "../../operators/index.ts";
import { listLotteryGames, switchLotteryGame } from "./lottery-games-service.ts";
import { lotteryOddsTable, resetLotteryOdds, saveLotteryOdds } from "./odds-service.ts";

/**
 * What the lottery sells: the games (platform-wide: every operator with lottery.read lists them;
 * the switch needs lottery.draws and a platform operator, checked before the body is read) and
 * the merchant's own odds tables (lottery.odds).
 */
export function consoleLotterySetupRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boLotteryGames", async () => listLotteryGames(ctx));

  serve(
    "boSetLotteryGame",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boSetLotteryGame.caller);
      return switchLotteryGame(ctx, console, ZBoLotteryGameSwitch.parse(request.body));
    },
    { handlerParsesInput: true },
  );

  serve("boLotteryOdds", async ({ merchant, input }) => lotteryOddsTable(ctx, merchant, input.family));

  serve("boSaveLotteryOdds", async ({ console, input }) => saveLotteryOdds(ctx, console, input));

  serve("boResetLotteryOdds", async ({ console, input }) => resetLotteryOdds(ctx, console, input));
}
