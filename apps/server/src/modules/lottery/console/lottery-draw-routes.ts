import { ZBoLotteryCancelRequest, ZBoLotteryResultRequest } from "@orchid/contract/backoffice-lottery";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { requirePlatformOperator } from "../../operators/index.ts";
import { lotteryDrawDetail, lotteryLiability, searchLotteryDraws } from "./console-draw-service.ts";
import { requestDrawCancel, requestLotteryResult, requestResultCorrection } from "./draw-requests.ts";

/**
 * Draws: searched and audited by every operator with lottery.read, with the merchant's own
 * totals and liability. Entering, correcting a result and cancelling a draw act on every
 * merchant's bets: they need lottery.draws and a platform operator (checked before the body is
 * read), and a second platform operator's approval.
 */
export function consoleLotteryDrawRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boLotteryDraws", async ({ merchant, input }) => searchLotteryDraws(ctx, merchant, input));

  serve("boLotteryDraw", async ({ merchant, input }) => lotteryDrawDetail(ctx, merchant, input.id));

  serve("boLotteryLiability", async ({ merchant, input }) => lotteryLiability(ctx, merchant, input.drawId));

  serve(
    "boEnterLotteryResult",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boEnterLotteryResult.caller);
      return requestLotteryResult(ctx, console, ZBoLotteryResultRequest.parse(request.body));
    },
    { handlerParsesInput: true },
  );

  serve(
    "boCorrectLotteryResult",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boCorrectLotteryResult.caller);
      return requestResultCorrection(ctx, console, ZBoLotteryResultRequest.parse(request.body));
    },
    { handlerParsesInput: true },
  );

  serve(
    "boCancelLotteryDraw",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boCancelLotteryDraw.caller);
      return requestDrawCancel(ctx, console, ZBoLotteryCancelRequest.parse(request.body));
    },
    { handlerParsesInput: true },
  );
}
