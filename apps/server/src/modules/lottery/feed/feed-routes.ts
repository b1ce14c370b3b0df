import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { feedHeadersOf } from "../../../http/signed-feed.ts";
import { receiveFeedResult } from "./feed-receiver.ts";

/** A feed's push is one small JSON object. */
const FEED_BODY_LIMIT = 64 * 1024;

/**
 * The results feed's push. The feed signs the exact bytes it sends, so this route reads its body
 * as text and checks the signature before it parses them.
 */
export async function lotteryFeedRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: FEED_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const serve = createServe(scope, ctx);
    serve(
      "lotteryFeedResult",
      async ({ request }) => {
        const { push, outcome } = await receiveFeedResult(
          ctx,
          feedHeadersOf(request.headers),
          typeof request.body === "string" ? request.body : "",
        );
        request.log.info(
          { feed: push.feed, gameCode: push.gameCode, issue: push.issue, outcome },
          "lottery feed result",
        );
        return { outcome };
      },
      { handlerParsesInput: true },
    );
  });
}
