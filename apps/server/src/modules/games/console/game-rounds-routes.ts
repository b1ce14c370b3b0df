import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { requestLanguage } from "../../merchants/index.ts";
import { gameRoundDetail, searchGameRounds } from "./game-rounds-service.ts";
import { gameRtpReport } from "./game-rtp-service.ts";

/** The merchant's game rounds and the RTP report (games.rounds); names in the console's language. */
export function consoleGameRoundRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boGameRounds", async ({ merchant, input, request }) =>
    searchGameRounds(ctx, merchant, input, requestLanguage(request, merchant)),
  );

  serve("boGameRoundDetail", async ({ merchant, input, request }) =>
    gameRoundDetail(ctx, merchant, input.id, requestLanguage(request, merchant)),
  );

  serve("boGameRtp", async ({ merchant, input, request }) =>
    gameRtpReport(ctx, merchant, input, requestLanguage(request, merchant)),
  );
}
