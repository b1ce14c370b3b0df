import {
  ZFreePlayRequest,
  ZLoginRequest,
  ZSecondFactorSend,
  ZSecondFactorVerify,
  ZSmsCodeRequest,
  ZSmsRegisterRequest,
} from "@orchid/contract/session";
import { enabledToggles } from "@orchid/contract/settings-toggles";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { ok } from "../../http/envelope.ts";
import { findMemberByMobile } from "../member/member-repo.ts";
import { requestLanguage } from "../system/request-language.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { recordMemberEvent } from "./auth-events.ts";
import { issueCaptcha } from "./captcha-service.ts";
import { startFreePlay } from "./free-play.ts";
import { assertSiteOpen, isSmsLoginEnabled, login } from "./login-service.ts";
import { toE164 } from "./phone-number.ts";
import { issueProofOfWork, spendProofOfWork } from "./proof-of-work.ts";
import { RateWindow } from "./rate-window.ts";
import { sealedBody } from "./sealed-body.ts";
import { sendChallengeCode, verifyChallenge } from "./second-factor.ts";
import { clientInfo, requireMember, revokeSession } from "./session-service.ts";
import { assertSmsDestination } from "./sms-policy.ts";
import { issueCode } from "./verification-codes.ts";

/** Captcha images one IP may ask for per minute. */
const captchaWindow = new RateWindow(30, 60_000);
/** Proof-of-work challenges one IP may ask for per minute (each one is cheap to make). */
const powWindow = new RateWindow(60, 60_000);

/** Session calls (spec §7 "Session and account"): login and its second factor, logout, captcha, codes, free play. */
export async function sessionRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  app.get("/wps/session/publicKey", async () => ok(ctx.keys.current()));

  app.post("/wps/session/login", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const input = ZLoginRequest.parse(await sealedBody(ctx, request));
    return ok(await login(ctx, merchant, input, clientInfo(request, ctx.now())));
  });

  app.post("/wps/session/login/verify", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const input = ZSecondFactorVerify.parse(request.body);
    return ok(await verifyChallenge(ctx, merchant, input, clientInfo(request, ctx.now())));
  });

  app.post("/wps/session/login/verify/send", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const input = ZSecondFactorSend.parse(request.body);
    const language = requestLanguage(request, merchant);
    return ok(await sendChallengeCode(ctx, merchant, { ...input, language }, clientInfo(request, ctx.now())));
  });

  app.delete("/wps/session/logout", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { session, member } = await requireMember(ctx, request, merchant.id, {
      allowPendingPasswordChange: true,
    });
    await revokeSession(ctx.database.db, session.id, ctx.now());
    const client = clientInfo(request, ctx.now());
    await recordMemberEvent(ctx.database.db, member, "logout", client);
    return ok(null);
  });

  app.post("/wps/session/login/freeplay", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    ZFreePlayRequest.parse(request.body ?? {});
    return ok(await startFreePlay(ctx, merchant, clientInfo(request, ctx.now())));
  });

  app.get("/wps/captcha", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { ip } = clientInfo(request, ctx.now());
    if (!captchaWindow.take(`${merchant.id}:${ip}`, ctx.now().getTime())) throw new AppError("RATE_LIMITED");
    return ok(await issueCaptcha(ctx, merchant.id));
  });

  app.get("/wps/captcha/proofOfWork", async (request, reply) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { ip } = clientInfo(request, ctx.now());
    if (!powWindow.take(`${merchant.id}:${ip}`, ctx.now().getTime())) throw new AppError("RATE_LIMITED");
    reply.header("cache-control", "no-store");
    return ok(await issueProofOfWork(ctx, merchant.id));
  });

  /**
   * Who asks for an SMS code and for which number, once the site is open, the number valid and
   * allowed (merchant's countries, no premium ranges), and a proof of work spent.
   */
  async function smsRequest(
    request: FastifyRequest,
    read: (body: unknown) => { dialing: string; mobile: string; altcha?: string },
  ) {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { dialing, mobile, altcha } = read(request.body);
    const client = clientInfo(request, ctx.now());
    assertSiteOpen(merchant, client.ip);
    const e164 = toE164(dialing, mobile);
    if (!e164) throw new AppError("PHONE_INVALID");
    assertSmsDestination(merchant, e164);
    await spendProofOfWork(ctx, merchant.id, altcha);
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
    return { merchant, e164, send };
  }

  // Login and reset-by-phone codes. A number no member holds gets the same answer (cooldown and
  // quotas included) and no SMS, so the call tells nobody which numbers are registered.
  app.post("/wps/verification/sms/noLogin", async (request) => {
    const { merchant, e164, send } = await smsRequest(request, (body) => {
      const input = ZSmsCodeRequest.parse(body);
      return { dialing: input.countryDialingCode, mobile: input.mobileNum, altcha: input.altcha };
    });
    const on = enabledToggles(merchant.settingsTree);
    if (!isSmsLoginEnabled(merchant) && !on.has("CHNGPASSVERIF3"))
      throw new AppError("OPERATION_NOT_ENABLED");
    const member = await findMemberByMobile(ctx.database.db, merchant.id, e164);
    return ok(await send("noLogin", member?.status === "active"));
  });

  // A number already registered gets the same answer as a free one and no SMS; only the
  // registration itself tells the truth (MOBILE_TAKEN).
  const registerCode = async (request: FastifyRequest) => {
    const { merchant, e164, send } = await smsRequest(request, (body) => {
      const input = ZSmsRegisterRequest.parse(body);
      return { dialing: input.countryDialingCode, mobile: input.mobileNo, altcha: input.altcha };
    });
    if (!enabledToggles(merchant.settingsTree).has("REGMOBVERF3"))
      throw new AppError("OPERATION_NOT_ENABLED");
    const isTaken = Boolean(await findMemberByMobile(ctx.database.db, merchant.id, e164));
    return ok(await send("register", !isTaken));
  };
  app.post("/wps/verification/sms/register", registerCode);
  app.post("/wps/verification/sms/register/mobile", registerCode);
}
