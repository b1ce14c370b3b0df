import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { presentPaymentSettings, setPaymentSettings } from "../payment-settings-service.ts";
import { resolvePayout } from "../payout-resolution.ts";
import { payWithdrawal, releaseWithdrawal } from "../withdrawal-payout.ts";
import { withdrawalQueue } from "../withdrawal-queue.ts";
import { decideWithdrawal } from "../withdrawal-review.ts";

/**
 * The withdrawal queue (money.read); approving, rejecting, paying out, releasing and resolving
 * disputed payouts (money.request; large approvals then need a second operator); the merchant's
 * withdrawal rules (settings.read / settings.write).
 */
export function consoleWithdrawalRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boWithdrawals", async ({ merchant, input }) => withdrawalQueue(ctx, merchant, input));

  serve("boDecideWithdrawal", async ({ console: { found, merchant, client }, input }) =>
    decideWithdrawal(ctx, found, merchant, input, client),
  );

  serve("boPayWithdrawal", async ({ console: { found, merchant, client }, input }) =>
    payWithdrawal(ctx, found, merchant, input, client),
  );

  serve("boReleaseWithdrawal", async ({ console: { found, merchant, client }, input }) =>
    releaseWithdrawal(ctx, found, merchant, input, client),
  );

  serve("boResolvePayout", async ({ console: { found, merchant, client }, input }) =>
    resolvePayout(ctx, found, merchant, input, client),
  );

  serve("boPaymentSettings", async ({ merchant }) => presentPaymentSettings(merchant));

  serve("boSetPaymentSettings", async ({ console: { found, merchant, client }, input }) =>
    setPaymentSettings(ctx, found, merchant, input, client),
  );
}
