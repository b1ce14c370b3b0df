import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe } from "../../http/serve.ts";
import { memberWithdrawals } from "./member-withdrawals.ts";
import { addPayoutAccount, listPayoutAccounts, removePayoutAccount } from "./payout-account-service.ts";
import { confirmPayout } from "./payout-confirmation.ts";
import { requestWithdrawal, withdrawSettings } from "./withdraw-service.ts";

/**
 * The member's side of withdrawals: payout accounts, the withdrawal rules, asking for a
 * withdrawal, the list of withdrawals and confirming payouts. Real accounts only (the entries'
 * caller): a trial account has no money to take out.
 */
export async function withdrawalRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve("payoutAccounts", ({ member }) => listPayoutAccounts(ctx, member));

  serve("payoutAccountAdd", ({ member, input }) => addPayoutAccount(ctx, member, input));

  serve("payoutAccountRemove", async ({ member, input }) => {
    await removePayoutAccount(ctx, member, input);
    return null;
  });

  serve("withdrawSettings", ({ merchant, member }) => withdrawSettings(ctx, merchant, member));

  serve("withdraw", ({ merchant, member, input, client }) =>
    requestWithdrawal(ctx, merchant, member, input, client),
  );

  serve("withdrawals", ({ member, input }) => memberWithdrawals(ctx, member, input));

  serve("payoutConfirm", ({ member, input }) => confirmPayout(ctx, member, input));
}
