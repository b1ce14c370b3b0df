import type { TTotpEnrolment } from "@orchid/contract/member";
import QRCode from "qrcode";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";
import { updateMember } from "../accounts/index.ts";
import type { TMerchant } from "../merchants/index.ts";
import type { TAuthenticated, TClientInfo } from "../session/index.ts";
import { generateTotpSecret, otpauthUri, recordMemberEvent, verifyTotp } from "../session/index.ts";

/** Starts authenticator enrolment: a new secret, kept pending until a code from it is confirmed. */
export async function startTotpEnrolment(
  ctx: Pick<TAppContext, "database">,
  merchant: TMerchant,
  auth: TAuthenticated,
): Promise<TTotpEnrolment> {
  if (auth.member.totpEnabledAt) throw new AppError("CONFLICT");
  const secret = generateTotpSecret();
  await updateMember(ctx.database.db, auth.member.id, { totpSecret: secret, totpLastCounter: null });
  const uri = otpauthUri(merchant.name, auth.member.username, secret);
  return { secret, otpauthUri: uri, qrCode: await QRCode.toDataURL(uri, { margin: 2, width: 200 }) };
}

/** Confirms enrolment with a current code; from then on the authenticator answers new-IP challenges. */
export async function confirmTotp(
  ctx: Pick<TAppContext, "database" | "now">,
  auth: TAuthenticated,
  code: string,
  client: TClientInfo,
): Promise<void> {
  const { member } = auth;
  if (member.totpEnabledAt || !member.totpSecret) throw new AppError("CONFLICT");
  const counter = verifyTotp(member.totpSecret, code, ctx.now().getTime());
  if (counter === null) throw new AppError("SECOND_FACTOR_INVALID", { attemptsLeft: null });
  await updateMember(ctx.database.db, member.id, { totpEnabledAt: ctx.now(), totpLastCounter: counter });
  await recordMemberEvent(ctx.database.db, member, "totp_enabled", client);
}

/** Turns the authenticator off; a current code is required. */
export async function disableTotp(
  ctx: Pick<TAppContext, "database" | "now">,
  auth: TAuthenticated,
  code: string,
  client: TClientInfo,
): Promise<void> {
  const { member } = auth;
  if (!member.totpEnabledAt || !member.totpSecret) throw new AppError("CONFLICT");
  const counter = verifyTotp(member.totpSecret, code, ctx.now().getTime(), {
    lastUsedCounter: member.totpLastCounter,
  });
  if (counter === null) throw new AppError("SECOND_FACTOR_INVALID", { attemptsLeft: null });
  await updateMember(ctx.database.db, member.id, {
    totpEnabledAt: null,
    totpSecret: null,
    totpLastCounter: null,
  });
  await recordMemberEvent(ctx.database.db, member, "totp_disabled", client);
}
