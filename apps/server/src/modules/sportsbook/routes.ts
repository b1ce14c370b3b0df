import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { BookBets } from "./bets/book-bets.ts";
import { BookBoard } from "./board/board-service.ts";
import { BookSettingsCache } from "./book-settings.ts";
import { sportsFeedRoutes } from "./feed/feed-routes.ts";
import { bookSocketRoutes } from "./live/book-socket.ts";
import { memberBookSettings, saveMemberBookSettings } from "./member-settings.ts";
import { settleEventOnce } from "./settlement/settle-event.ts";

/** The page of Orchid's own sportsbook (spec §2 `/fbsports`), which the FB launch call answers. */
const SPORTS_PAGE = "/fbsports";

/**
 * The book's calls (decisions/0024), each served from its contract entry: the board, bets and
 * cash-out, the member's settings, the live socket and the signed feed. A result from the feed
 * starts its event's settlement at once; the `sportsbook.settle` job finishes whatever is left.
 */
export async function sportsbookRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const settings = new BookSettingsCache(ctx.database.db, ctx.now);
  const board = new BookBoard(ctx, settings);
  const bets = new BookBets(ctx, settings);
  const serve = createServe(app, ctx);
  serve("bookSports", async ({ merchant }) => board.sports(merchant));
  serve("bookEvents", async ({ merchant, input }) => board.events(merchant, input));
  serve("bookEvent", async ({ merchant, input }) => board.event(merchant.id, input.id));
  serve("hotMatches", async ({ merchant, input }) => board.hot(merchant, input.count));
  serve("bookResults", async ({ merchant, input }) => board.results(merchant, input.sport, input.day));
  serve("placeBookBet", async ({ merchant, member, input }) =>
    bets.place({ merchantId: merchant.id, member }, input),
  );
  serve("myBookBets", async ({ merchant, member, input }) =>
    bets.list({ merchantId: merchant.id, member }, input),
  );
  serve("cashOutBookBet", async ({ merchant, member, input }) =>
    bets.cashOut({ merchantId: merchant.id, member }, input),
  );
  serve("bookSettings", async ({ member }) => memberBookSettings(ctx.database.db, member.id));
  serve("saveBookSettings", async ({ member, input }) =>
    saveMemberBookSettings(ctx.database.db, member.id, input),
  );
  serve("launchSportsGame", async () => ({ url: SPORTS_PAGE }));
  await bookSocketRoutes(app, ctx, ctx.bookEvents, settings);
  await sportsFeedRoutes(app, ctx, {
    live: ctx.bookEvents,
    settle: (eventId) => {
      settleEventOnce(ctx, eventId).catch((error: unknown) =>
        app.log.error({ err: error, eventId }, "book settlement failed"),
      );
    },
  });
}
