import {
  ZBoGameRoundDetailQuery,
  ZBoGameRoundSearch,
  ZBoGameRtpQuery,
} from "@orchid/contract/backoffice-games";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { requestLanguage } from "../system/request-language.ts";
import type { TGate } from "./console-gate.ts";
import { gameRoundDetail, searchGameRounds } from "./game-rounds-service.ts";
import { gameRtpReport } from "./game-rtp-service.ts";

/** The merchant's game rounds and the RTP report (games.rounds); names in the console's language. */
export async function consoleGameRoundRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  app.get("/bo/games/rounds", async (request) => {
    const { merchant } = await gate(request, "games.rounds", "games.rounds.search");
    const query = ZBoGameRoundSearch.parse(request.query);
    return ok(await searchGameRounds(ctx, merchant, query, requestLanguage(request, merchant)));
  });

  app.get("/bo/games/rounds/detail", async (request) => {
    const { merchant } = await gate(request, "games.rounds", "games.rounds.detail");
    const { id } = ZBoGameRoundDetailQuery.parse(request.query);
    return ok(await gameRoundDetail(ctx, merchant, id, requestLanguage(request, merchant)));
  });

  app.get("/bo/games/rtp", async (request) => {
    const { merchant } = await gate(request, "games.rounds", "games.rtp");
    const query = ZBoGameRtpQuery.parse(request.query);
    return ok(await gameRtpReport(ctx, merchant, query, requestLanguage(request, merchant)));
  });
}
