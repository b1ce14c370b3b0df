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

  serve("boDecideWithdrawal", async ({ console, input }) => decideWithdrawal(ctx, console, input));

  serve("boPayWithdrawal", async ({ console, input }) => payWithdrawal(ctx, console, input));

  serve("boReleaseWithdrawal", async ({ console, input }) => releaseWithdrawal(ctx, console, input));

  serve("boResolvePayout", async ({ console, input }) => resolvePayout(ctx, console, input));

  serve("boPaymentSettings", async ({ merchant }) => presentPaymentSettings(merchant));

  serve("boSetPaymentSettings", async ({ console, input }) => setPaymentSettings(ctx, console, input));
}
