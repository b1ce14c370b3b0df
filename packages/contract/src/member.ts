import { z } from "zod";
import { ZAccountText, ZDialingCode, ZProofOfWorkField } from "./session.ts";

const optionalText = (max: number) => ZAccountText(max).optional();

/**
 * `PUT /wps/member/register` and `/mobile` (spec §3 registration user). Types and outer bounds
 * are checked here; the merchant's per-field rules are checked by `checkRegistration`.
 */
export const ZRegisterRequest = z.object({
  username: optionalText(255),
  password: optionalText(255),
  confirmPassword: optionalText(255),
  payeeName: optionalText(255),
  email: optionalText(255),
  qqNum: optionalText(255),
  mobileNum: optionalText(255),
  recommenderId: optionalText(255),
  captcha: optionalText(255),
  captchaId: z.string().max(64).optional(),
  altcha: ZProofOfWorkField,
  verificationCode: optionalText(255),
  affiliateCode: optionalText(255),
  paymentPassword: optionalText(255),
  line: optionalText(255),
  whatsapp: optionalText(255),
  facebook: optionalText(255),
  wechat: optionalText(255),
  idNumber: optionalText(255),
  referralCode: optionalText(64),
  domain: optionalText(253),
  countryDialingCode: ZDialingCode.optional(),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.enum(["WEB", "H5"]).default("WEB"),
  /** The visitor confirmed being 18 or older and accepted the terms. */
  agree: z.literal(true),
  login: z.boolean().default(true),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** `POST /wps/member/password` (spec §3 change password). */
export const ZChangePasswordRequest = z.object({
  oldPassword: optionalText(128),
  newPassword: ZAccountText(128).pipe(z.string().min(1)),
  confirmNewPassword: ZAccountText(128).pipe(z.string().min(1)),
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** `POST /wps/member/password/email`, form-encoded. */
export const ZForgotByEmailRequest = z.object({
  username: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  email: ZAccountText(254)
    .transform((v) => v.trim())
    .pipe(z.string().min(3)),
});
export type TForgotByEmailRequest = z.input<typeof ZForgotByEmailRequest>;

/** `POST /wps/member/password/verification`: a new password proved by an SMS code; then logged in. */
export const ZSetPasswordByPhoneRequest = z.object({
  newPassword: ZAccountText(128).pipe(z.string().min(1)),
  confirmNewPassword: ZAccountText(128).optional(),
  mobileNum: ZAccountText(20)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  countryDialingCode: ZDialingCode,
  verificationCode: ZAccountText(255)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
});
export type TSetPasswordByPhoneRequest = z.input<typeof ZSetPasswordByPhoneRequest>;

/** `POST /wps/member/password/reset`: the emailed one-time link sets a new password. */
export const ZResetByLinkRequest = z.object({
  token: z.string().min(16).max(128),
  newPassword: ZAccountText(128).pipe(z.string().min(1)),
  confirmNewPassword: ZAccountText(128).pipe(z.string().min(1)),
});
export type TResetByLinkRequest = z.input<typeof ZResetByLinkRequest>;

/** `GET /wps/member/info` (spec §3 member info). */
export const ZMemberInfo = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  /** Account type: 0 member, 1/2/41/42 agents, 4 trial. */
  type: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), rankLevel: z.number().int() }).nullable(),
  memberLabel: z.array(z.object({ labelName: z.string() })),
  mobileMasked: z.string().nullable(),
  emailMasked: z.string().nullable(),
  hasTotp: z.boolean(),
  /** A trial account's play credit, in major units with two decimals. */
  trialCredit: z.number().nullable(),
  /** yyyy-MM-dd, once the member set it (the VIP birthday bonus); null before. */
  birthday: z.string().nullable(),
});
export type TMemberInfo = z.output<typeof ZMemberInfo>;

/** Members must be this old to set a birthday (the site is for adults). */
export const BIRTHDAY_MIN_AGE = 18;

/** `PUT /wps/member/birthday`: the member's birthday, set once (customer service changes it). */
export const ZBirthdayRequest = z.object({ birthday: z.iso.date() });
export type TBirthdayRequest = z.input<typeof ZBirthdayRequest>;

/** `GET /wps/member/info/icon`: the member's avatar as an SVG data URL. */
export const ZMemberIcon = z.object({ icon: z.string() });

/** `GET /wps/agent/affiliate?code&domain`: whether an invitation code names an agent of this merchant. */
export const ZAffiliateQuery = z.object({
  code: ZAccountText(64)
    .transform((v) => v.trim())
    .optional(),
  domain: z.string().max(253).optional(),
});
export type TAffiliateQuery = z.input<typeof ZAffiliateQuery>;
export const ZAffiliate = z.object({
  valid: z.boolean(),
  code: z.string().nullable(),
  agentName: z.string().nullable(),
});
export type TAffiliate = z.output<typeof ZAffiliate>;

/** Authenticator enrolment in the security centre. */
export const ZTotpEnrolment = z.object({ secret: z.string(), otpauthUri: z.string(), qrCode: z.string() });
export type TTotpEnrolment = z.output<typeof ZTotpEnrolment>;
export const ZTotpCode = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/),
});
export type TTotpCode = z.input<typeof ZTotpCode>;

/** Agent account types that see the agent centre (spec §6); 4 is the trial account. */
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;
export function isAgentType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}
