import { AppError } from "../../http/app-error.ts";
import { isBodySignatureValid, signedHeaders } from "../../http/body-signature.ts";

export type TGatewayChannel = { gatewayUrl: string; gatewayMerchantNo: string; gatewaySecret: string };

export type TGatewayOrder = { gatewayOrderId: string; payUrl: string; status: string };

const TIMEOUT_MS = 10_000;

/**
 * Creates the order at the payment gateway over signed HTTP and checks the signature of its
 * answer (signatures use the wall clock: they are checked by another party's clock). Anything but a signed 200 is GATEWAY_UNAVAILABLE: the member may try again (the
 * gateway treats the same order number as the same order).
 */
export async function createGatewayOrder(
  channel: TGatewayChannel,
  order: { orderNo: string; amount: number; currency: string; notifyUrl: string; returnUrl: string },
): Promise<TGatewayOrder> {
  const body = JSON.stringify({ merchantNo: channel.gatewayMerchantNo, ...order });
  let response: Response;
  try {
    response = await fetch(new URL("/api/orders", channel.gatewayUrl), {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...signedHeaders(channel.gatewaySecret, body, Date.now()),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new AppError("GATEWAY_UNAVAILABLE");
  }
  const text = await response.text();
  const isSigned = isBodySignatureValid(
    channel.gatewaySecret,
    response.headers.get("x-gateway-timestamp") ?? undefined,
    response.headers.get("x-gateway-signature") ?? undefined,
    text,
    Date.now(),
  );
  if (response.status !== 200 || !isSigned)
    throw new AppError("GATEWAY_UNAVAILABLE", { status: response.status });
  const value = JSON.parse(text) as Partial<TGatewayOrder>;
  if (typeof value.gatewayOrderId !== "string" || typeof value.payUrl !== "string") {
    throw new AppError("GATEWAY_UNAVAILABLE");
  }
  if (!/^https?:\/\//.test(value.payUrl)) throw new AppError("GATEWAY_UNAVAILABLE");
  return {
    gatewayOrderId: value.gatewayOrderId,
    payUrl: value.payUrl,
    status: String(value.status ?? "pending"),
  };
}
