import { z } from "zod";
import { hasForbiddenCharacters } from "./register-validation.ts";

/** A text field of an account call: bounded, and free of control characters and emoji. */
export function ZAccountText(max: number) {
  return z
    .string()
    .max(max)
    .refine((value) => !hasForbiddenCharacters(value), { message: "err_invalid_characters" });
}

/** A dialing code such as "95" or "+95". */
export const ZDialingCode = z
  .string()
  .trim()
  .regex(/^\+?[0-9]{1,4}$/)
  .transform((value) => value.replace(/^\+/, ""));

/**
 * The proof-of-work part of the spec's "captcha-check fields": the ALTCHA widget's payload
 * (base64 JSON of the signed challenge and its solution), accepted once.
 */
export const ZProofOfWorkField = z.string().max(4096).optional();

/** `POST /wps/session/login` (spec §3 login form). For `sms`, username is the mobile number and password the code. */
export const ZLoginRequest = z.object({
  username: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  password: ZAccountText(128).pipe(z.string().min(1)),
  type: z.enum(["username", "sms"]).default("username"),
  captcha: ZAccountText(16).optional(),
  captchaId: z.string().max(64).optional(),
  altcha: ZProofOfWorkField,
  countryDialingCode: ZDialingCode.optional(),
  /** Remember-me is kept by the browser (username only); the server ignores it. */
  remember: z.boolean().optional(),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** A successful login (spec §3): the session token and what the site must do next. */
export const ZLoginValue = z.object({
  token: z.string(),
  firstTimeLogin: z.boolean(),
  /** The password must be changed before anything else (default weak password, or expired with PWDEXPFORCECHANGE3). */
  passwordExpired: z.boolean(),
  type: z.number().int(),
  username: z.string(),
  nickname: z.string(),
});
export type TLoginValue = z.output<typeof ZLoginValue>;

/** Ways to prove a new IP belongs to the member (spec §2 login modal). */
export const SECOND_FACTOR_METHODS = ["sms", "email", "realName", "totp"] as const;
export type TSecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];

/** Carried by a `SECOND_FACTOR_REQUIRED` failure: what the 2FA step offers. */
export type TSecondFactorChallenge = {
  challengeId: string;
  methods: TSecondFactorMethod[];
  maskedMobile: string | null;
  maskedEmail: string | null;
  expiresInSeconds: number;
};

export const ZSecondFactorSend = z.object({
  challengeId: z.string().min(1).max(64),
  method: z.enum(["sms", "email"]),
});
export type TSecondFactorSend = z.input<typeof ZSecondFactorSend>;

export const ZSecondFactorVerify = z.object({
  challengeId: z.string().min(1).max(64),
  method: z.enum(SECOND_FACTOR_METHODS),
  code: ZAccountText(64)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
});
export type TSecondFactorVerify = z.input<typeof ZSecondFactorVerify>;

/**
 * `GET /wps/captcha/proofOfWork`: a signed ALTCHA challenge (its JSON as the widget expects it),
 * solved in the browser and sent back once as the `altcha` field.
 */
export const ZProofOfWorkChallenge = z.object({
  parameters: z.record(z.string(), z.unknown()),
  signature: z.string().optional(),
});
export type TProofOfWorkChallenge = z.output<typeof ZProofOfWorkChallenge>;

/** `GET /wps/captcha`: a single-use image (a PNG data URL), answered by id within two minutes. */
export const ZCaptcha = z.object({
  captchaId: z.string(),
  image: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TCaptcha = z.output<typeof ZCaptcha>;

/** SMS code requests (spec §3): login/reset use `noLogin`, registration uses `register`. */
export const ZSmsCodeRequest = z.object({
  mobileNum: ZAccountText(20)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  countryDialingCode: ZDialingCode,
  captcha: ZAccountText(16).optional(),
  captchaId: z.string().max(64).optional(),
  altcha: ZProofOfWorkField,
});
export type TSmsCodeRequest = z.input<typeof ZSmsCodeRequest>;

export const ZSmsRegisterRequest = z.object({
  mobileNo: ZAccountText(20)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  countryDialingCode: ZDialingCode,
  regType: z.enum(["username", "mobile"]).default("mobile"),
  captcha: ZAccountText(16).optional(),
  captchaId: z.string().max(64).optional(),
  altcha: ZProofOfWorkField,
});
export type TSmsRegisterRequest = z.input<typeof ZSmsRegisterRequest>;

/** A code was sent (or, for a number that must not be told apart, pretended to be). */
export const ZSmsCodeValue = z.object({
  expiredMinutes: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type TSmsCodeValue = z.output<typeof ZSmsCodeValue>;

/** `POST /wps/session/login/freeplay`. */
export const ZFreePlayRequest = z.object({
  os: ZAccountText(32).optional(),
  platform: z.literal("W").default("W"),
  nonce: z.string().max(512).optional(),
});
export type TFreePlayRequest = z.input<typeof ZFreePlayRequest>;

/** `GET /wps/session/publicKey`: the current key for encrypted payloads. */
export const ZPublicKey = z.object({
  kid: z.string(),
  algorithm: z.literal("RSA-OAEP-256+A256GCM"),
  spki: z.string(),
});
export type TPublicKey = z.output<typeof ZPublicKey>;
