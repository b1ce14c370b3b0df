import { z } from "zod";
import { type TJsonSchema, toJsonSchema } from "./json-schema.ts";

// The calls Orchid makes to a payment gateway (modules/payments/gateway-client.ts), which a
// gateway must serve. They are no entries of the contract: Orchid is the client here.

const ZCreateOrder = z.object({
  merchantNo: z.string().meta({ description: "The merchant's number at the gateway." }),
  orderNo: z.string().meta({ description: "Orchid's order number; the same number is the same order." }),
  amount: z.int().positive().meta({ description: "Minor units of the currency." }),
  currency: z.string(),
  notifyUrl: z
    .url()
    .meta({ description: "Where the gateway posts the order's outcome (Orchid's notify call)." }),
  returnUrl: z.url(),
});

const ZGatewayOrder = z.object({
  gatewayOrderId: z.string(),
  payUrl: z.url().meta({ description: "The page the payer is sent to." }),
  status: z.enum(["pending", "paid", "failed"]),
});

const GATEWAY_SERVER = [
  {
    url: "{gateway}",
    variables: { gateway: { default: "https://gateway.example", description: "The channel's base URL." } },
  },
];

const SIGNED_HEADERS = [{ $ref: "#/components/parameters/GatewayTimestamp" }];

const GATEWAY_REFUSALS = {
  "401": { description: "Signature or timestamp invalid (the gateway's own error body)." },
  "409": { description: "The order number exists with another amount." },
};

/** `POST /api/orders` and `GET /api/orders/{gatewayOrderId}` as the gateway must answer them. */
export function gatewayPaths(defs: Record<string, TJsonSchema>): Record<string, Record<string, TJsonSchema>> {
  const order = toJsonSchema(ZGatewayOrder, "output", defs, "gateway_");
  const signedAnswer = {
    description: "The order, signed with `X-Gateway-Timestamp` / `X-Gateway-Signature` like the request.",
    content: { "application/json": { schema: order } },
  };
  return {
    "/api/orders": {
      post: {
        operationId: "gatewayCreateOrder",
        summary: "Create an order (Orchid → gateway)",
        description:
          "Idempotent per `orderNo`. Anything but a signed 200 makes Orchid answer the member " +
          "`GATEWAY_UNAVAILABLE`, storing nothing.",
        tags: ["Orchid → gateway"],
        servers: GATEWAY_SERVER,
        security: [{ gatewaySignature: [] }],
        parameters: SIGNED_HEADERS,
        requestBody: {
          required: true,
          content: { "application/json": { schema: toJsonSchema(ZCreateOrder, "input", defs, "gateway_") } },
        },
        responses: { "200": signedAnswer, ...GATEWAY_REFUSALS },
      },
    },
    "/api/orders/{gatewayOrderId}": {
      get: {
        operationId: "gatewayQueryOrder",
        summary: "Query an order (Orchid → gateway, for reconciliation)",
        description: "Signed over the empty body.",
        tags: ["Orchid → gateway"],
        servers: GATEWAY_SERVER,
        security: [{ gatewaySignature: [] }],
        parameters: [
          ...SIGNED_HEADERS,
          { name: "gatewayOrderId", in: "path", required: true, schema: { type: "string" } },
          { name: "merchantNo", in: "query", required: true, schema: { type: "string" } },
        ],
        responses: { "200": signedAnswer, ...GATEWAY_REFUSALS },
      },
    },
  };
}

/** The signature's timestamp header, for both directions of the gateway protocol. */
export const GATEWAY_TIMESTAMP: TJsonSchema = {
  name: "X-Gateway-Timestamp",
  in: "header",
  required: true,
  description: "Unix seconds when the body was signed; more than 300 s from the receiver's clock is refused.",
  schema: { type: "string", pattern: "^[0-9]+$" },
};
