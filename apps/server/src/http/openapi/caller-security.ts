import type { TCaller, TEndpointEntry } from "@orchid/contract/endpoint";
import type { TErrorCode } from "@orchid/contract/error-codes";

type TCallerDoc = {
  /** OpenAPI security requirements: empty means no session. */
  security: Record<string, string[]>[];
  /** One line for the operation's description. */
  text: string;
  /** The failures checking this caller may answer. */
  errors: TErrorCode[];
};

const MERCHANT: TErrorCode[] = ["MERCHANT_REQUIRED", "MERCHANT_UNKNOWN"];
const SESSION: TErrorCode[] = ["NOT_LOGGED_IN", "SESSION_EXPIRED"];

/** Who may call, as the reference shows it: a security requirement, a sentence and its refusals. */
export function callerDoc(caller: TCaller): TCallerDoc {
  switch (caller.kind) {
    case "public":
      return { security: [], text: "Anyone (no merchant needed).", errors: [] };
    case "visitor":
      return { security: [], text: "Any visitor of a merchant's site.", errors: MERCHANT };
    case "member": {
      const role = caller.account === "any" ? [] : [caller.account];
      const who =
        caller.account === "real"
          ? "A signed-in member with a real account (trial accounts are refused)."
          : caller.account === "agent"
            ? "A signed-in agent."
            : "A signed-in member.";
      const refusals: TErrorCode[] =
        caller.account === "real"
          ? ["NEED_TRUE_ACCOUNT"]
          : caller.account === "agent"
            ? ["NON_AGENT_ACCOUNT"]
            : [];
      const pending = caller.pendingPasswordChange ? [] : (["PASSWORD_CHANGE_REQUIRED"] as TErrorCode[]);
      return {
        security: [{ memberSession: role }],
        text: caller.pendingPasswordChange ? `${who} Open while a password change is pending.` : who,
        errors: [...MERCHANT, ...SESSION, "ACCOUNT_LOCKED", ...pending, ...refusals],
      };
    }
    case "operator":
      return caller.permission === null
        ? { security: [{ operatorSession: [] }], text: "A console operator (any role).", errors: SESSION }
        : {
            security: [{ operatorSession: [caller.permission] }],
            text: `A console operator whose role holds \`${caller.permission}\` on the merchant.`,
            errors: [...SESSION, ...MERCHANT, "FORBIDDEN"],
          };
    case "signed":
      if (caller.by === "vendor")
        return {
          security: [{ vendorSignature: [] }],
          text: "A game vendor, signed.",
          errors: ["SIGNATURE_INVALID"],
        };
      if (caller.by === "gateway")
        return {
          security: [{ gatewaySignature: [] }],
          text: "A payment gateway, signed.",
          errors: ["SIGNATURE_INVALID"],
        };
      if (caller.by === "feed")
        return {
          security: [],
          text: "A lottery results feed, signed (`X-Feed-Timestamp`, `X-Feed-Signature`; docs/lottery-feed.md).",
          errors: ["SIGNATURE_INVALID", "FORBIDDEN"],
        };
      return {
        security: [],
        text: "A game page, with the launch token it was opened with.",
        errors: ["GAME_SESSION_EXPIRED"],
      };
  }
}

/** Every failure a call may answer: the caller's, the body's, the call's own, and the ones any call may. */
export function entryErrors(entry: TEndpointEntry): TErrorCode[] {
  const codes: TErrorCode[] = [...callerDoc(entry.caller).errors];
  if (entry.input || entry.body !== "none") codes.push("INVALID_INPUT");
  if (entry.body !== "none") codes.push("MALFORMED_REQUEST", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE");
  if (entry.body === "sealed") codes.push("ENCRYPTION_REQUIRED", "ENCRYPTION_KEY_UNKNOWN");
  codes.push(...entry.errors, "RATE_LIMITED", "INTERNAL");
  return [...new Set(codes)];
}
