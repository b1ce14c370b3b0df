import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { createServe, type THandler } from "../../http/serve.ts";
import { findMemberByMobile } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import { requestLanguage } from "../merchants/index.ts";
import { recordMemberEvent } from "./auth-events.ts";
import { issueCaptcha } from "./captcha-service.ts";
import { assertSiteOpen, isSmsLoginEnabled, login } from "./login-service.ts";
import { toE164 } from "./phone-number.ts";
import { issueProofOfWork, spendProofOfWork } from "./proof-of-work.ts";
import { RateWindow } from "./rate-window.ts";
import { sendChallengeCode, verifyChallenge } from "./second-factor.ts";
import { revokeSession, type TClientInfo } from "./session-service.ts";
import { assertSmsDestination } from "./sms-policy.ts";
import { issueCode } from "./verification-codes.ts";

/** Captcha images one IP may ask for per minute. */
const captchaWindow = new RateWindow(30, 60_000);
/** Proof-of-work challenges one IP may ask for per minute (each one is cheap to make). */
const powWindow = new RateWindow(60, 60_000);

type TSmsAsk = {
  request: FastifyRequest;
  merchant: TMerchant;
  client: TClientInfo;
  input: { countryDialingCode: string; altcha?: string };
  mobile: string;
};

/** Session calls (spec §7 "Session and account"): login and its second factor, logout, captcha, codes. */
export async function sessionRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const serve = createServe(app, ctx);

  serve("publicKey", async () => ctx.keys.current());

  serve("login", async ({ merchant, input, client }) => login(ctx, merchant, input, client));

  serve("loginVerify", async ({ merchant, input, client }) => verifyChallenge(ctx, merchant, input, client));

  serve("loginVerifySend", async ({ merchant, input, client, request }) => {
    const language = requestLanguage(request, merchant);
    return sendChallengeCode(ctx, merchant, { ...input, language }, client);
  });

  serve("logout", async ({ session, member, client }) => {
    await revokeSession(ctx.database.db, session.id, ctx.now());
    await recordMemberEvent(ctx.database.db, member, "logout", client);
    return null;
  });

  serve("captcha", async ({ merchant, client }) => {
    if (!captchaWindow.take(`${merchant.id}:${client.ip}`, ctx.now().getTime()))
      throw new AppError("RATE_LIMITED");
    return issueCaptcha(ctx, merchant.id);
  });

  serve("proofOfWork", async ({ merchant, client, reply }) => {
    if (!powWindow.take(`${merchant.id}:${client.ip}`, ctx.now().getTime()))
      throw new AppError("RATE_LIMITED");
    reply.header("cache-control", "no-store");
    return issueProofOfWork(ctx, merchant.id);
  });

  /**
   * Who asks for an SMS code and for which number, once the site is open, the number valid and
   * allowed (merchant's countries, no premium ranges), and a proof of work spent.
   */
  async function smsRequest({ request, merchant, client, input, mobile }: TSmsAsk) {
    assertSiteOpen(merchant, client.ip);
    const e164 = toE164(input.countryDialingCode, mobile);
    if (!e164) throw new AppError("PHONE_INVALID");
    assertSmsDestination(merchant, e164);
    await spendProofOfWork(ctx, merchant.id, input.altcha);
    const language = requestLanguage(request, merchant);
    const send = (purpose: "noLogin" | "register", deliver: boolean) =>
      issueCode(ctx, {
        merchant,
        channel: "sms",
        destination: e164,
        purpose,
        ip: client.ip,
        language,
        deliver,
      });
    return { e164, send };
  }

  // Login and reset-by-phone codes. A number no member holds gets the same answer (cooldown and
  // quotas included) and no SMS, so the call tells nobody which numbers are registered.
  serve("smsCodeNoLogin", async (call) => {
    const { merchant } = call;
    const { e164, send } = await smsRequest({ ...call, mobile: call.input.mobileNum });
    const on = enabledToggles(merchant.settingsTree);
    if (!isSmsLoginEnabled(merchant) && !on.has("CHNGPASSVERIF3"))
      throw new AppError("OPERATION_NOT_ENABLED");
    const member = await findMemberByMobile(ctx.database.db, merchant.id, e164);
    return send("noLogin", member?.status === "active");
  });

  // A number already registered gets the same answer as a free one and no SMS; only the
  // registration itself tells the truth (MOBILE_TAKEN).
  const registerCode: THandler<"smsCodeRegister"> = async (call) => {
    const { e164, send } = await smsRequest({ ...call, mobile: call.input.mobileNo });
    if (!enabledToggles(call.merchant.settingsTree).has("REGMOBVERF3"))
      throw new AppError("OPERATION_NOT_ENABLED");
    const isTaken = Boolean(await findMemberByMobile(ctx.database.db, call.merchant.id, e164));
    return send("register", !isTaken);
  };
  serve("smsCodeRegister", registerCode);
  serve("smsCodeRegisterMobile", registerCode);
}
