import {
  ZAffiliateQuery,
  ZChangePasswordRequest,
  ZForgotByEmailRequest,
  ZRegisterRequest,
  ZResetByLinkRequest,
  ZSetPasswordByPhoneRequest,
  ZTotpCode,
} from "@orchid/contract/member";
import type { TRegisterKind } from "@orchid/contract/register-validation";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import { sealedBody } from "../session/sealed-body.ts";
import { clientInfo, requireMember } from "../session/session-service.ts";
import { listMerchantDomains } from "../system/merchant-repo.ts";
import { requestLanguage } from "../system/request-language.ts";
import { resolveMerchant } from "../system/resolve-merchant.ts";
import { checkAffiliate } from "./affiliate.ts";
import { memberIconSvg, presentMemberInfo } from "./member-presenter.ts";
import { changePassword, requestResetByEmail, resetByLink, setPasswordByPhone } from "./password-service.ts";
import { registerMember } from "./register-service.ts";
import { confirmTotp, disableTotp, startTotpEnrolment } from "./security-service.ts";
import { siteOrigin } from "./site-origin.ts";

/** Member calls (spec §7): registration, member info and icon, passwords, the security centre, affiliate check. */
export async function memberRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;

  const register = (kind: TRegisterKind) => async (request: FastifyRequest) => {
    const { merchant, domain } = await resolveMerchant(ctx.merchants, request);
    const input = ZRegisterRequest.parse(await sealedBody(ctx, request));
    return ok(await registerMember(ctx, merchant, domain, kind, input, clientInfo(request, ctx.now())));
  };
  app.put("/wps/member/register", register("username"));
  app.put("/wps/member/register/mobile", register("mobile"));

  app.get("/wps/member/info", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id, { allowPendingPasswordChange: true });
    return ok(presentMemberInfo(member));
  });

  app.get("/wps/member/info/icon", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const { member } = await requireMember(ctx, request, merchant.id, { allowPendingPasswordChange: true });
    const svg = memberIconSvg(member);
    return ok({ icon: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` });
  });

  app.post("/wps/member/password", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const auth = await requireMember(ctx, request, merchant.id, {
      allowPendingPasswordChange: true,
      realAccountOnly: true,
    });
    const input = ZChangePasswordRequest.parse(await sealedBody(ctx, request));
    await changePassword(ctx, merchant, auth, input, clientInfo(request, ctx.now()));
    return ok(null);
  });

  app.post("/wps/member/password/email", async (request) => {
    const resolved = await resolveMerchant(ctx.merchants, request);
    const input = ZForgotByEmailRequest.parse(request.body);
    const language = requestLanguage(request, resolved.merchant);
    const domains = await listMerchantDomains(db, resolved.merchant.id);
    const origin = siteOrigin(ctx.config, request.protocol, resolved.host, domains);
    await requestResetByEmail(
      ctx,
      resolved.merchant,
      { ...input, language, origin },
      clientInfo(request, ctx.now()),
    );
    return ok(null);
  });

  app.post("/wps/member/password/reset", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const input = ZResetByLinkRequest.parse(await sealedBody(ctx, request));
    return ok(await resetByLink(ctx, merchant, input, clientInfo(request, ctx.now())));
  });

  app.post("/wps/member/password/verification", async (request) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    const input = ZSetPasswordByPhoneRequest.parse(await sealedBody(ctx, request));
    return ok(await setPasswordByPhone(ctx, merchant, input, clientInfo(request, ctx.now())));
  });

  const securityMember = async (request: FastifyRequest) => {
    const { merchant } = await resolveMerchant(ctx.merchants, request);
    return { merchant, auth: await requireMember(ctx, request, merchant.id, { realAccountOnly: true }) };
  };
  app.post("/wps/member/security/totp", async (request) => {
    const { merchant, auth } = await securityMember(request);
    return ok(await startTotpEnrolment(ctx, merchant, auth));
  });
  app.put("/wps/member/security/totp", async (request) => {
    const { auth } = await securityMember(request);
    const { code } = ZTotpCode.parse(request.body);
    await confirmTotp(ctx, auth, code, clientInfo(request, ctx.now()));
    return ok(null);
  });
  app.delete("/wps/member/security/totp", async (request) => {
    const { auth } = await securityMember(request);
    const { code } = ZTotpCode.parse(request.body);
    await disableTotp(ctx, auth, code, clientInfo(request, ctx.now()));
    return ok(null);
  });

  app.get("/wps/agent/affiliate", async (request) => {
    const query = ZAffiliateQuery.parse(request.query);
    const { merchant, domain } = await resolveMerchant(ctx.merchants, request, query.domain);
    return ok(await checkAffiliate(db, merchant, domain, query.code));
  });
}
