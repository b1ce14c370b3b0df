import {
  ZDevMerchantParams,
  ZDevRegisterRuleRequest,
  ZDevStatusRequest,
  ZDevToggleRequest,
} from "@orchid/contract/dev-tools";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { createServe } from "../../http/serve.ts";
import { settleWindows } from "../agent/index.ts";
import { drawNowForDev } from "../lottery/index.ts";
import { findMerchantByCode, updateMerchant } from "../merchants/index.ts";
import { declareForDev } from "../sabong/index.ts";
import { setToggle } from "../system/index.ts";

/**
 * Developer switches for local runs and the browser tests, registered only with DEV_ROUTES=1 outside
 * production (the server refuses to start otherwise). The back office replaces them for operators.
 * Each handler finds the merchant of the path before it reads the body, as these calls always did.
 */
export async function devRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const { db } = ctx.database;
  const serve = createServe(app, ctx);
  const byHand = { handlerParsesInput: true };

  async function merchantOf(params: unknown) {
    const { code } = ZDevMerchantParams.parse(params);
    const merchant = await findMerchantByCode(db, code);
    if (!merchant) throw new AppError("MERCHANT_UNKNOWN", { merchant: code });
    return merchant;
  }

  serve(
    "devMerchantStatus",
    async ({ request }) => {
      const merchant = await merchantOf(request.params);
      const { status } = ZDevStatusRequest.parse(request.body);
      await updateMerchant(db, merchant.id, { systemStatus: status });
      ctx.merchants.invalidate();
      return { merchantCode: merchant.code, status };
    },
    byHand,
  );

  serve(
    "devMerchantToggle",
    async ({ request }) => {
      const merchant = await merchantOf(request.params);
      const { modId, enabled } = ZDevToggleRequest.parse(request.body);
      const settingsTree = setToggle(merchant.settingsTree, modId, enabled);
      if (!settingsTree) throw new AppError("NOT_FOUND", { modId });
      await updateMerchant(db, merchant.id, { settingsTree });
      ctx.merchants.invalidate();
      return { merchantCode: merchant.code, modId, enabled };
    },
    byHand,
  );

  /** Switches one registration field rule, as the back office would (the browser tests turn the captcha off). */
  serve(
    "devMerchantRegisterRule",
    async ({ request }) => {
      const merchant = await merchantOf(request.params);
      const { field, enabled, required } = ZDevRegisterRuleRequest.parse(request.body);
      const current = merchant.registerRules[field];
      const registerRules = {
        ...merchant.registerRules,
        [field]: { ...current, enabled, required: required ?? current.required },
      };
      await updateMerchant(db, merchant.id, { registerRules });
      ctx.merchants.invalidate();
      return { merchantCode: merchant.code, field, enabled, required: registerRules[field].required };
    },
    byHand,
  );

  /** Settles the agents' salary windows as the job would a few minutes from now (browser tests). */
  serve("devSettleAgentWindows", async ({ input }) => {
    const at = new Date(ctx.now().getTime() + input.aheadMinutes * 60_000);
    return settleWindows({ ...ctx, now: () => at }, input.kind);
  });

  serve("devLotteryDrawNow", async ({ input }) =>
    drawNowForDev(ctx, input.gameCode, input.issue, input.result),
  );

  serve("devSabongDeclare", async ({ input }) => {
    const merchant = await ctx.merchants.byMerchantCode(input.merchant);
    if (!merchant) throw new AppError("MERCHANT_UNKNOWN");
    return declareForDev(ctx, merchant.id, input.fightId, input.result);
  });
}
