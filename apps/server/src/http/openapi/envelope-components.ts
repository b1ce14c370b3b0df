import { ENCRYPTION_ALGORITHM } from "@orchid/contract/hybrid-encryption";
import { LANGUAGE_CODES } from "@orchid/contract/languages";
import type { TJsonSchema } from "./json-schema.ts";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** The success envelope around a call's answer. */
export function successEnvelope(value: TJsonSchema): TJsonSchema {
  return {
    type: "object",
    required: ["success", "message", "value"],
    properties: { success: { const: true }, message: { type: "string", examples: ["success"] }, value },
  };
}

/** The shapes every document shares: the failure envelope, a field problem, the sealed body. */
export const SHARED_SCHEMAS: Record<string, TJsonSchema> = {
  FieldProblem: {
    type: "object",
    description: "One field the server refused: `key` is the stable translation key, `message` its text.",
    required: ["field", "key"],
    properties: {
      field: { type: "string", examples: ["payeeName"] },
      path: { type: "string" },
      issue: { type: "string" },
      key: { type: "string", examples: ["err_payee_mismatch"] },
      message: { type: "string", examples: ["The name does not match the account holder"] },
    },
  },
  FailureEnvelope: {
    type: "object",
    description:
      "Every refusal. `code` is stable (program against it); `message` is its text in the request's " +
      "`Language` (English when missing or unknown). An invalid input lists its fields in `value.fields`.",
    required: ["success", "code", "message", "value"],
    properties: {
      success: { const: false },
      code: { type: "string", examples: ["INVALID_INPUT"] },
      message: { type: "string", examples: ["Please enter correct information"] },
      value: {
        oneOf: [
          { type: "null" },
          {
            type: "object",
            additionalProperties: true,
            properties: { fields: { type: "array", items: ref("FieldProblem") } },
          },
        ],
      },
    },
  },
  SealedBody: {
    type: "object",
    description:
      `A sealed (hybrid-encrypted, ${ENCRYPTION_ALGORITHM}) JSON body. Fetch the public key from ` +
      "`GET /wps/session/publicKey` (`{ kid, spki }`); encrypt the JSON body with a fresh AES-256-GCM key " +
      "(additional data: the `kid`), wrap that key with RSA-OAEP-256, and send the four base64 fields. " +
      "The sealed plain text is `{ ts, body }`: `ts` the sending time in milliseconds (at most ten " +
      "minutes from the server's clock), `body` the call's input as documented.",
    required: ["kid", "key", "iv", "data"],
    properties: {
      kid: { type: "string", description: "Id of the server key the body is sealed for." },
      key: { type: "string", description: "The AES key, wrapped with RSA-OAEP-256, base64." },
      iv: { type: "string", description: "The 12-byte AES-GCM nonce, base64." },
      data: { type: "string", description: "The encrypted JSON body with its GCM tag, base64." },
    },
  },
};

/** The headers a site call carries besides its session. */
export const SITE_PARAMETERS: Record<string, TJsonSchema> = {
  Merchant: {
    name: "Merchant",
    in: "header",
    required: false,
    description: "The merchant's code. Without it the merchant is found from the Host header.",
    schema: { type: "string", examples: ["demo"] },
  },
  Language: {
    name: "Language",
    in: "header",
    required: false,
    description:
      "The language of content and of failure messages; English when missing. " +
      "`Message-Format: key` answers the translation keys instead (for clients that translate codes themselves).",
    schema: { type: "string", enum: [...LANGUAGE_CODES] },
  },
};

/** How callers prove who they are (`Authorization` is described here: OpenAPI ignores it as a parameter). */
export const SECURITY_SCHEMES: Record<string, TJsonSchema> = {
  memberSession: {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description:
      "A member's session token, as answered by login. Roles: `real` refuses trial accounts " +
      "(NEED_TRUE_ACCOUNT), `agent` refuses non-agents (NON_AGENT_ACCOUNT).",
  },
  operatorSession: {
    type: "apiKey",
    in: "header",
    name: "Authorization",
    description:
      "An operator's console session token; the role names the permission the operator's role must " +
      "hold on the merchant (FORBIDDEN otherwise).",
  },
  vendorSignature: {
    type: "apiKey",
    in: "header",
    name: "X-Vendor-Signature",
    description:
      "Lower-case hex HMAC-SHA256 of `<X-Vendor-Timestamp>.<raw body>` under the vendor's shared secret.",
  },
  gatewaySignature: {
    type: "apiKey",
    in: "header",
    name: "X-Gateway-Signature",
    description:
      "Lower-case hex HMAC-SHA256 of `<X-Gateway-Timestamp>.<raw body>` under the channel's shared secret.",
  },
};
