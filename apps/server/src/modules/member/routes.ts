import type { TRegisterKind } from "@orchid/contract/register-validation";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { createServe, type THandler } from "../../http/serve.ts";
import { listMerchantDomains, requestLanguage } from "../merchants/index.ts";
import { checkAffiliate } from "./affiliate.ts";
import { setBirthday } from "./birthday-service.ts";
import { startFreePlay } from "./free-play.ts";
import { memberIconSvg, presentMemberInfo } from "./member-presenter.ts";
import { changePassword, requestResetByEmail, resetByLink, setPasswordByPhone } from "./password-service.ts";
import { registerMember } from "./register-service.ts";
import { confirmTotp, disableTotp, startTotpEnrolment } from "./security-service.ts";
import { siteOrigin } from "./site-origin.ts";

/** Member calls (spec §7): registration, free play, member info and icon, passwords, the security centre, affiliate check. */
export async function memberRoutes(app: FastifyInstance, ctx: TAppContext): Promise<void> {
  const db = ctx.database.db;
  const serve = createServe(app, ctx);

  const register =
    (kind: TRegisterKind): THandler<"register"> =>
    async ({ merchant, domain, input, client }) =>
      registerMember(ctx, merchant, domain, kind, input, client);
  serve("register", register("username"));
  serve("registerMobile", register("mobile"));

  // A trial account is a member registration that logs in at once (it lives here, not in the
  // session module, because it also credits the wallet).
  serve("freePlayLogin", async ({ merchant, client }) => startFreePlay(ctx, merchant, client));

  serve("memberInfo", async ({ member }) => presentMemberInfo(member));
  serve("memberBirthday", async ({ merchant, member, input }) =>
    setBirthday(ctx, merchant, member, input.birthday),
  );

  serve("memberIcon", async ({ member }) => {
    const svg = memberIconSvg(member);
    return { icon: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  });

  serve("changePassword", async ({ merchant, session, member, input, client }) => {
    await changePassword(ctx, merchant, { session, member }, input, client);
    return null;
  });

  serve("forgotPasswordEmail", async ({ merchant, host, input, request, client }) => {
    const language = requestLanguage(request, merchant);
    const domains = await listMerchantDomains(db, merchant.id);
    const origin = siteOrigin(ctx.config, request.protocol, host, domains);
    await requestResetByEmail(ctx, merchant, { ...input, language, origin }, client);
    return null;
  });

  serve("resetPasswordByLink", async ({ merchant, input, client }) =>
    resetByLink(ctx, merchant, input, client),
  );

  serve("setPasswordByPhone", async ({ merchant, input, client }) =>
    setPasswordByPhone(ctx, merchant, input, client),
  );

  serve("totpEnrol", async ({ merchant, session, member }) =>
    startTotpEnrolment(ctx, merchant, { session, member }),
  );
  serve("totpConfirm", async ({ session, member, input, client }) => {
    await confirmTotp(ctx, { session, member }, input.code, client);
    return null;
  });
  serve("totpDisable", async ({ session, member, input, client }) => {
    await disableTotp(ctx, { session, member }, input.code, client);
    return null;
  });

  serve(
    "affiliateCheck",
    async ({ merchant, domain, input }) => checkAffiliate(db, merchant, domain, input.code),
    {
      pageHost: (input) => input.domain,
    },
  );
}
