import type { TCaller, TEndpointEntry } from "@orchid/contract/endpoint";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import { ERROR_CODES } from "@orchid/contract/error-codes";
import { GATEWAY_TIMESTAMP, gatewayPaths } from "./gateway-calls.ts";
import { buildDocument, type TOpenApiDocument } from "./openapi-document.ts";

const isSignedBy = (caller: TCaller, by: string) => caller.kind === "signed" && caller.by === by;
const entries = (keep: (entry: TEndpointEntry) => boolean): [string, TEndpointEntry][] =>
  Object.entries(ENDPOINTS as Record<string, TEndpointEntry>).filter(([, entry]) => keep(entry));

const ERROR_TABLE = [
  "| code | HTTP status | translation key |",
  "| --- | --- | --- |",
  ...Object.entries(ERROR_CODES)
    .filter(([, { status }]) => status > 0)
    .map(([code, { status, key }]) => `| \`${code}\` | ${status} | \`${key}\` |`),
].join("\n");

const SITE_TEXT = `The API of the member site and of the operators' console, generated from the contract
(\`packages/contract\`). Calls planned in the contract but not served yet are left out.

**Headers.** \`Merchant\` names the merchant (else the Host decides); \`Authorization\` carries the
session token of a member or an operator; \`Language\` picks the language of content and messages.

**Envelope.** Every answer is \`{ "success": true, "message": "success", "value": … }\`; every refusal
\`{ "success": false, "code": "…", "message": "…", "value": … }\` with a meaningful HTTP status.
\`code\` is stable; \`message\` is its text in the request's \`Language\` (English by default), and an
invalid input lists its fields in \`value.fields\` (\`field\`, \`key\`, \`message\`). Send
\`Message-Format: key\` to receive translation keys instead of text.

**Sealed bodies.** Calls marked sealed take a hybrid-encrypted body (\`SealedBody\`).

**Failure codes** (each call lists the ones it may answer):

${ERROR_TABLE}`;

/** The site's and console's calls: everything but the vendor and gateway protocols. */
export function siteDocument(): TOpenApiDocument {
  return buildDocument({
    title: "Orchid API",
    description: SITE_TEXT,
    entries: entries(({ caller }) => !isSignedBy(caller, "vendor") && !isSignedBy(caller, "gateway")),
    headerRefs: ["Merchant", "Language"],
  });
}

/** The seamless-wallet calls a game vendor makes (docs/vendor-wallet.md). */
export function vendorWalletDocument(): TOpenApiDocument {
  return buildDocument({
    title: "Orchid vendor wallet",
    description:
      "The seamless-wallet protocol a game vendor calls: every stake and win moves the member's balance " +
      "on Orchid, exactly once per `txId`. Amounts are integers in minor units. Every call is signed " +
      "(`X-Vendor-Timestamp`, `X-Vendor-Signature`); answers use Orchid's envelope.",
    entries: entries(({ caller }) => isSignedBy(caller, "vendor")),
    headerRefs: ["VendorTimestamp"],
    parameters: {
      VendorTimestamp: {
        name: "X-Vendor-Timestamp",
        in: "header",
        required: true,
        description: "Unix seconds when the call was signed; more than 300 s from Orchid's clock is refused.",
        schema: { type: "string", pattern: "^[0-9]+$" },
      },
    },
  });
}

/** The deposit protocol: the gateway's notifications to Orchid and the calls Orchid makes to a gateway. */
export function paymentGatewayDocument(): TOpenApiDocument {
  const document = buildDocument({
    title: "Orchid payment gateway",
    description:
      "The deposit protocol (docs/payment-gateway.md). Orchid creates an order at the gateway and sends " +
      "the payer to its page; the gateway notifies Orchid of the outcome. Every body in both directions " +
      "is signed (`X-Gateway-Timestamp`, `X-Gateway-Signature`).",
    entries: entries(({ caller }) => isSignedBy(caller, "gateway")),
    headerRefs: ["GatewayTimestamp"],
    parameters: { GatewayTimestamp: GATEWAY_TIMESTAMP },
  });
  Object.assign(document.paths, gatewayPaths(document.components.schemas));
  document.tags = [...(document.tags ?? []), { name: "Orchid → gateway" }];
  return document;
}
