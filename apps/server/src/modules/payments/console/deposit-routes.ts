import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { consoleChannels, saveChannel } from "../channel-service.ts";
import { depositQueue } from "../deposit-queue.ts";
import { decideDeposit } from "../deposit-review.ts";

/** The deposit queue (money.read), bank-deposit decisions (money.request) and the deposit channels (settings). */
export function consoleDepositRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boDeposits", async ({ merchant, input }) =>
    depositQueue(ctx.database.db, merchant, input, ctx.now(), ctx.mediaLinks.privateUrl),
  );

  serve("boDecideDeposit", async ({ console, input }) => decideDeposit(ctx, console, input));

  serve("boPaymentChannels", async ({ merchant }) => consoleChannels(ctx, merchant));

  serve("boSavePaymentChannel", async ({ console, input }) => saveChannel(ctx, console, input));
}
