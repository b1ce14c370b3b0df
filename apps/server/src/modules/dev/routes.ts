import { REGISTER_FIELDS } from "@orchid/contract/register-rules";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { ok } from "../../http/envelope.ts";
import { findMerchantByCode, updateMerchant } from "../system/merchant-repo.ts";
import { setToggle } from "../system/set-toggle.ts";

const ZParams = z.object({ code: z.string().min(1).max(32) });
const ZStatusBody = z.object({ status: z.union([z.literal(0), z.literal(1)]) });
const ZToggleBody = z.object({ modId: z.string().min(1).max(64), enabled: z.boolean() });
const ZRegisterRuleBody = z.object({
  field: z.enum(REGISTER_FIELDS),
  enabled: z.boolean(),
  required: z.boolean().optional(),
});

/**
 * Developer switches for local runs and the browser tests, registered only with DEV_ROUTES=1 outside
 * production (the server refuses to start otherwise). The back office replaces them for operators.
 */
export async function devRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const { db } = ctx.database;

  async function merchantOf(params: unknown) {
    const { code } = ZParams.parse(params);
    const merchant = await findMerchantByCode(db, code);
    if (!merchant) throw new AppError("MERCHANT_UNKNOWN", { merchant: code });
    return merchant;
  }

  app.post("/dev/merchants/:code/status", async (request) => {
    const merchant = await merchantOf(request.params);
    const { status } = ZStatusBody.parse(request.body);
    await updateMerchant(db, merchant.id, { systemStatus: status });
    ctx.merchants.invalidate();
    return ok({ merchantCode: merchant.code, status });
  });

  app.post("/dev/merchants/:code/toggles", async (request) => {
    const merchant = await merchantOf(request.params);
    const { modId, enabled } = ZToggleBody.parse(request.body);
    const settingsTree = setToggle(merchant.settingsTree, modId, enabled);
    if (!settingsTree) throw new AppError("NOT_FOUND", { modId });
    await updateMerchant(db, merchant.id, { settingsTree });
    ctx.merchants.invalidate();
    return ok({ merchantCode: merchant.code, modId, enabled });
  });

  /** Switches one registration field rule, as the back office would (the browser tests turn the captcha off). */
  app.post("/dev/merchants/:code/register-rules", async (request) => {
    const merchant = await merchantOf(request.params);
    const { field, enabled, required } = ZRegisterRuleBody.parse(request.body);
    const current = merchant.registerRules[field];
    const registerRules = {
      ...merchant.registerRules,
      [field]: { ...current, enabled, required: required ?? current.required },
    };
    await updateMerchant(db, merchant.id, { registerRules });
    ctx.merchants.invalidate();
    return ok({ merchantCode: merchant.code, field, enabled, required: registerRules[field].required });
  });
}
