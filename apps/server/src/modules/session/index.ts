// The public entry of the session module: what other modules and the app use. Nothing else of
// session is imported from outside it (checked by npm run lint:deps).
export { loadAppSecret } from "./app-secrets.ts";
export { withAttemptLock } from "./attempt-lock.ts";
export { recordAuthEvent, recordMemberEvent } from "./auth-events.ts";
export { purgeSpentAuthRows } from "./auth-housekeeping.ts";
export { consumeCaptcha } from "./captcha-service.ts";
export { KeyRing } from "./key-ring.ts";
export { assertSiteOpen } from "./login-service.ts";
export { ARGON2ID, createPasswordHasher, type TPasswordHasher } from "./password-hasher.ts";
export { assertPasswordNotWeak } from "./password-policy.ts";
export { maskEmail, maskMobile, nationalDigits, toE164 } from "./phone-number.ts";
export { spendProofOfWork } from "./proof-of-work.ts";
export { sessionRoutes } from "./routes.ts";
export { sealedBody } from "./sealed-body.ts";
export { SessionCache } from "./session-cache.ts";
export { checkSessionPassword } from "./session-password-check.ts";
export {
  authenticateMemberToken,
  clearPendingPasswordChange,
  clientInfo,
  requireMember,
  revokeMemberSessions,
  startSession,
  type TAuthenticated,
  type TClientInfo,
} from "./session-service.ts";
export { hashOpaqueToken, newOpaqueToken, tokenFromHeader } from "./session-token.ts";
export { generateTotpSecret, otpauthUri, verifyTotp } from "./totp.ts";
export { consumeCode } from "./verification-codes.ts";
