import { gatewaySignatureHeaders } from "./gateway-signature.ts";

export type TGatewayAnswer = { status: number; headers: Headers; rawBody: string; body: unknown };

async function answerOf(response: Response): Promise<TGatewayAnswer> {
  const rawBody = await response.text();
  const isJson = response.headers.get("content-type")?.startsWith("application/json") ?? false;
  return {
    status: response.status,
    headers: response.headers,
    rawBody,
    body: isJson ? JSON.parse(rawBody) : null,
  };
}

/** A merchant talking to the simulator in tests: signs its requests exactly as the protocol asks. */
export function createTestMerchant(baseUrl: string, merchantNo: string, secret: string) {
  return {
    merchantNo,

    async createOrder(fields: Record<string, unknown>, signWith = secret): Promise<TGatewayAnswer> {
      const rawBody = JSON.stringify({ merchantNo, ...fields });
      const response = await fetch(`${baseUrl}/api/orders`, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          ...gatewaySignatureHeaders(signWith, rawBody, Date.now()),
        },
        body: rawBody,
      });
      return answerOf(response);
    },

    async queryOrder(gatewayOrderId: string): Promise<TGatewayAnswer> {
      const query = new URLSearchParams({ merchantNo });
      const response = await fetch(`${baseUrl}/api/orders/${gatewayOrderId}?${query}`, {
        headers: gatewaySignatureHeaders(secret, "", Date.now()),
      });
      return answerOf(response);
    },
  };
}
