import { z } from "zod";
import { endpoint, MEMBER, PUBLIC, VISITOR } from "../endpoint.ts";
import type { TErrorCode } from "../error-codes.ts";
import {
  ZCaptcha,
  ZFreePlayRequest,
  ZLoginRequest,
  ZLoginValue,
  ZProofOfWorkChallenge,
  ZPublicKey,
  ZSecondFactorSend,
  ZSecondFactorVerify,
  ZSmsCodeRequest,
  ZSmsCodeValue,
  ZSmsRegisterRequest,
} from "../session.ts";

const SITE_CLOSED = ["SYSTEM_MAINTENANCE", "REGION_RESTRICTED"] as const satisfies TErrorCode[];
const SEALED = ["ENCRYPTION_REQUIRED", "ENCRYPTION_KEY_UNKNOWN"] as const satisfies TErrorCode[];
const PROOF_OF_WORK = ["POW_REQUIRED", "POW_INVALID", "POW_SPENT"] as const satisfies TErrorCode[];
/** What sending a code may answer: throttles, quotas and the provider being down. */
const CODE_SENDING = [
  "RATE_LIMITED",
  "SMS_COOLDOWN",
  "SMS_QUOTA",
  "MESSAGE_UNAVAILABLE",
] as const satisfies TErrorCode[];
const SMS_REQUEST = [
  ...SITE_CLOSED,
  "PHONE_INVALID",
  "SMS_DESTINATION_REFUSED",
  ...PROOF_OF_WORK,
  "OPERATION_NOT_ENABLED",
  ...CODE_SENDING,
] as const satisfies TErrorCode[];

/** The session calls (spec §7 "Session and account"). */
export const SESSION_CALLS = {
  publicKey: endpoint("GET", "/wps/session/publicKey", {
    module: "session",
    caller: PUBLIC,
    summary: "The current public key that sealed bodies are encrypted with.",
    answer: ZPublicKey,
  }),
  login: endpoint("POST", "/wps/session/login", {
    module: "session",
    caller: VISITOR,
    summary: "Logs in by password or SMS code; a new IP may first ask for a second factor.",
    body: "sealed",
    input: ZLoginRequest,
    answer: ZLoginValue,
    errors: [
      ...SEALED,
      ...SITE_CLOSED,
      "OPERATION_NOT_ENABLED",
      "PHONE_INVALID",
      "VERIFICATION_REQUIRED",
      "CAPTCHA_INVALID",
      ...PROOF_OF_WORK,
      "LOGIN_BLOCKED",
      "INVALID_CREDENTIALS",
      "CODE_INVALID",
      "CODE_EXPIRED",
      "ACCOUNT_LOCKED",
      "SECOND_FACTOR_REQUIRED",
      "RATE_LIMITED",
    ],
  }),
  loginVerify: endpoint("POST", "/wps/session/login/verify", {
    module: "session",
    caller: VISITOR,
    summary: "Answers a login's second-factor challenge and completes the login.",
    input: ZSecondFactorVerify,
    answer: ZLoginValue,
    errors: ["CHALLENGE_EXPIRED", "OPERATION_NOT_ENABLED", "SECOND_FACTOR_INVALID"],
  }),
  loginVerifySend: endpoint("POST", "/wps/session/login/verify/send", {
    module: "session",
    caller: VISITOR,
    summary: "Sends the SMS or email code of a second-factor challenge.",
    input: ZSecondFactorSend,
    answer: ZSmsCodeValue,
    errors: ["CHALLENGE_EXPIRED", "OPERATION_NOT_ENABLED", ...CODE_SENDING],
  }),
  logout: endpoint("DELETE", "/wps/session/logout", {
    module: "session",
    caller: { ...MEMBER, pendingPasswordChange: true },
    summary: "Ends the member's session (also while a password change is pending).",
    answer: z.null(),
  }),
  freePlayLogin: endpoint("POST", "/wps/session/login/freeplay", {
    module: "session",
    caller: VISITOR,
    summary: "Opens a trial account with play credit and logs it in.",
    input: ZFreePlayRequest,
    answer: ZLoginValue,
    errors: [...SITE_CLOSED, "OPERATION_NOT_ENABLED", "RATE_LIMITED"],
  }),
  smsCodeNoLogin: endpoint("POST", "/wps/verification/sms/noLogin", {
    module: "session",
    caller: VISITOR,
    summary:
      "Sends a login or reset-by-phone code (a number no member holds gets the same answer, and no SMS).",
    input: ZSmsCodeRequest,
    answer: ZSmsCodeValue,
    errors: SMS_REQUEST,
  }),
  smsCodeRegister: endpoint("POST", "/wps/verification/sms/register", {
    module: "session",
    caller: VISITOR,
    summary: "Sends a registration code (a number already registered gets the same answer, and no SMS).",
    input: ZSmsRegisterRequest,
    answer: ZSmsCodeValue,
    errors: SMS_REQUEST,
  }),
  smsCodeRegisterMobile: endpoint("POST", "/wps/verification/sms/register/mobile", {
    module: "session",
    caller: VISITOR,
    summary: "The same as smsCodeRegister, under the mobile registration's path.",
    input: ZSmsRegisterRequest,
    answer: ZSmsCodeValue,
    errors: SMS_REQUEST,
  }),
  captcha: endpoint("GET", "/wps/captcha", {
    module: "session",
    caller: VISITOR,
    summary: "A single-use captcha image, answered by its id within two minutes.",
    answer: ZCaptcha,
    errors: ["RATE_LIMITED"],
  }),
  proofOfWork: endpoint("GET", "/wps/captcha/proofOfWork", {
    module: "session",
    caller: VISITOR,
    summary: "A signed proof-of-work challenge, solved in the browser and sent back once as `altcha`.",
    answer: ZProofOfWorkChallenge,
    errors: ["RATE_LIMITED"],
  }),
} as const;
