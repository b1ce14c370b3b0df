import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { feedHeadersOf } from "../../../http/signed-feed.ts";
import type { TFeedEffects } from "./apply-feed.ts";
import { receiveSportsFeed } from "./feed-receiver.ts";

/** A batch of up to 200 fixtures with their markets. */
const FEED_BODY_LIMIT = 4 * 1024 * 1024;

/**
 * The sports feed's push. The feed signs the exact bytes it sends, so this route reads its body as
 * text and checks the signature before it parses them.
 */
export async function sportsFeedRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  effects: TFeedEffects,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/json",
      { parseAs: "string", bodyLimit: FEED_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    const serve = createServe(scope, ctx);
    serve(
      "sportsFeed",
      async ({ request }) => {
        const { push, applied, unknown } = await receiveSportsFeed(
          ctx,
          feedHeadersOf(request.headers),
          typeof request.body === "string" ? request.body : "",
          effects,
        );
        if (unknown > 0)
          request.log.info({ feed: push.feed, applied, unknown }, "sports feed named unknown events");
        return { applied, unknown };
      },
      { handlerParsesInput: true },
    );
  });
}
