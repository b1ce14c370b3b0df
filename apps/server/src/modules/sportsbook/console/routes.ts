import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { createServe } from "../../../http/serve.ts";
import { BookSettingsCache } from "../book-settings.ts";
import { ConsoleBook } from "./console-book-service.ts";

/**
 * The console's book calls (decisions/0024), each served from its contract entry. Settings saved
 * here reach members' prices within the site's settings cache time (5 s).
 */
export async function bookConsoleRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const book = new ConsoleBook(ctx, new BookSettingsCache(ctx.database.db, ctx.now), ctx.bookEvents);
  const serve = createServe(app, ctx);
  serve("boBookEvents", async ({ merchant, input }) => book.events(merchant, input));
  serve("boBookTrading", async ({ merchant, input }) => book.trading(merchant, input.id));
  serve("boBookMarketState", async ({ console, input }) =>
    book.marketState(console, input.marketId, input.state),
  );
  serve("boBookMarketLimit", async ({ console, input }) =>
    book.marketLimit(console, input.marketId, input.maxStake),
  );
  serve("boBookSelectionSwitch", async ({ console, input }) =>
    book.selectionSwitch(console, input.selectionId, input.open),
  );
  serve("boBookNewEvent", async ({ console, input }) => book.newEvent(console, input));
  serve("boBookEventStatus", async ({ console, input }) => book.ownEventStatus(console, input));
  serve("boBookEventOdds", async ({ console, input }) =>
    book.ownEventOdds(console, input.eventId, input.markets),
  );
  serve("boBookResult", async ({ console, input }) => book.fileResult(console, input));
  serve("boBookBets", async ({ merchant, input }) => book.bets(merchant, input));
  serve("boBookSettings", async ({ merchant }) => book.settingsOf(merchant));
  serve("boSaveBookSettings", async ({ console, input }) => book.saveSettings(console, input));
}
