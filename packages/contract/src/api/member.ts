import { z } from "zod";
import { endpoint, MEMBER, planned, REAL_MEMBER, VISITOR } from "../endpoint.ts";
import type { TErrorCode } from "../error-codes.ts";
import {
  ZBirthdayRequest,
  ZChangePasswordRequest,
  ZForgotByEmailRequest,
  ZMemberIcon,
  ZMemberInfo,
  ZRegisterRequest,
  ZResetByLinkRequest,
  ZSetPasswordByPhoneRequest,
  ZTotpCode,
  ZTotpEnrolment,
} from "../member.ts";
import { ZLoginValue } from "../session.ts";

const SITE_CLOSED = ["SYSTEM_MAINTENANCE", "REGION_RESTRICTED"] as const satisfies TErrorCode[];
const SEALED = ["ENCRYPTION_REQUIRED", "ENCRYPTION_KEY_UNKNOWN"] as const satisfies TErrorCode[];
/** A new password the merchant's policy refuses, or whose confirmation differs. */
const NEW_PASSWORD = [
  "PASSWORDS_INCONSISTENT",
  "PASSWORD_TOO_WEAK",
  "PASSWORD_TOO_GUESSABLE",
  "PASSWORD_HAS_USERNAME",
] as const satisfies TErrorCode[];
const REGISTER_ERRORS = [
  ...SEALED,
  ...SITE_CLOSED,
  "OPERATION_NOT_ENABLED",
  "PHONE_INVALID",
  "MOBILE_TAKEN",
  "USERNAME_TAKEN",
  "CAPTCHA_INVALID",
  "POW_REQUIRED",
  "POW_INVALID",
  "POW_SPENT",
  "AFFILIATE_INVALID",
  "CODE_INVALID",
  "CODE_EXPIRED",
  ...NEW_PASSWORD,
] as const satisfies TErrorCode[];
/** The member may still sign in and change the password while a change is pending. */
const PENDING_CHANGE_OK = { ...MEMBER, pendingPasswordChange: true } as const;

/** The member calls (spec §7): registration, member info, passwords, the security centre. */
export const MEMBER_CALLS = {
  memberInfo: endpoint("GET", "/wps/member/info", {
    module: "member",
    caller: PENDING_CHANGE_OK,
    summary: "The signed-in member's account, labels and masked contacts.",
    answer: ZMemberInfo,
  }),
  memberBirthday: endpoint("PUT", "/wps/member/birthday", {
    module: "member",
    caller: REAL_MEMBER,
    summary: "Sets the member's birthday once (adults only); answers the member info.",
    input: ZBirthdayRequest,
    answer: ZMemberInfo,
    errors: ["BIRTHDAY_SET"],
  }),
  memberIcon: endpoint("GET", "/wps/member/info/icon", {
    module: "member",
    caller: PENDING_CHANGE_OK,
    summary: "The member's avatar: an SVG data URL with the nickname's first letter.",
    answer: ZMemberIcon,
  }),
  register: endpoint("PUT", "/wps/member/register", {
    module: "member",
    caller: VISITOR,
    summary: "Registers by username under the merchant's field rules; logs in unless `login` is false.",
    body: "sealed",
    input: ZRegisterRequest,
    answer: ZLoginValue.nullable(),
    errors: REGISTER_ERRORS,
  }),
  registerMobile: endpoint("PUT", "/wps/member/register/mobile", {
    module: "member",
    caller: VISITOR,
    summary: "Registers by mobile number (with its SMS code when the merchant asks for one).",
    body: "sealed",
    input: ZRegisterRequest,
    answer: ZLoginValue.nullable(),
    errors: REGISTER_ERRORS,
  }),
  changePassword: endpoint("POST", "/wps/member/password", {
    module: "member",
    caller: { ...REAL_MEMBER, pendingPasswordChange: true },
    summary: "Changes the password (the old one is needed unless the change is forced).",
    body: "sealed",
    input: ZChangePasswordRequest,
    answer: z.null(),
    errors: [...SEALED, "WRONG_OLD_PASSWORD", ...NEW_PASSWORD],
  }),
  forgotPasswordEmail: endpoint("POST", "/wps/member/password/email", {
    module: "member",
    caller: VISITOR,
    summary: "Emails a one-time reset link when username and email match (the answer never tells).",
    body: "form",
    input: ZForgotByEmailRequest,
    answer: z.null(),
    errors: [...SITE_CLOSED],
  }),
  setPasswordByPhone: endpoint("POST", "/wps/member/password/verification", {
    module: "member",
    caller: VISITOR,
    summary: "Sets a new password proved by an SMS code, then logs the member in.",
    body: "sealed",
    input: ZSetPasswordByPhoneRequest,
    answer: ZLoginValue,
    errors: [
      ...SEALED,
      ...SITE_CLOSED,
      "OPERATION_NOT_ENABLED",
      "PHONE_INVALID",
      "CODE_INVALID",
      "CODE_EXPIRED",
      "ACCOUNT_LOCKED",
      ...NEW_PASSWORD,
    ],
  }),
  resetPasswordByLink: endpoint("POST", "/wps/member/password/reset", {
    module: "member",
    caller: VISITOR,
    summary: "Sets a new password with the emailed one-time link, then logs the member in.",
    body: "sealed",
    input: ZResetByLinkRequest,
    answer: ZLoginValue,
    errors: [...SEALED, ...SITE_CLOSED, "RESET_LINK_INVALID", ...NEW_PASSWORD],
  }),
  totpEnrol: endpoint("POST", "/wps/member/security/totp", {
    module: "member",
    caller: REAL_MEMBER,
    summary: "Starts authenticator enrolment: a new secret, its otpauth URI and QR code.",
    answer: ZTotpEnrolment,
    errors: ["CONFLICT"],
  }),
  totpConfirm: endpoint("PUT", "/wps/member/security/totp", {
    module: "member",
    caller: REAL_MEMBER,
    summary: "Turns the authenticator on with a first code from it.",
    input: ZTotpCode,
    answer: z.null(),
    errors: ["CONFLICT", "SECOND_FACTOR_INVALID"],
  }),
  totpDisable: endpoint("DELETE", "/wps/member/security/totp", {
    module: "member",
    caller: REAL_MEMBER,
    summary: "Turns the authenticator off with a current code from it.",
    input: ZTotpCode,
    answer: z.null(),
    errors: ["CONFLICT", "SECOND_FACTOR_INVALID"],
  }),
  updateLanguage: planned("PUT", "/wps/member/language", "member", MEMBER),
  // The proof upload is served by payments (api/payments.ts), the payment password by the wallet (api/wallet.ts).
} as const;
