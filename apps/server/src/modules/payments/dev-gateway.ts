import { startGatewaySimulator, type TGatewaySimulator } from "@orchid/gateway-simulator/gateway-simulator";
import { eq } from "drizzle-orm";
import type { TDb } from "../../db/database.ts";
import { paymentChannels } from "../../db/schema/payments.ts";

const REFRESH_MS = 2_000;

/**
 * The bundled payment-gateway simulator for local runs and browser tests (GATEWAY_SIMULATOR=1,
 * never in production): real signed HTTP on loopback. It knows the secret of every gateway
 * channel that points at it, re-read every 2 s so a channel edited in the console keeps working.
 */
export async function startDevGateway(
  db: TDb,
  port: number,
): Promise<{ url: string; close(): Promise<void> }> {
  const url = `http://127.0.0.1:${port}`;
  let secrets = new Map<string, string>();
  const refresh = async () => {
    const rows = await db.select().from(paymentChannels).where(eq(paymentChannels.kind, "gateway"));
    secrets = new Map(
      rows.flatMap((row) =>
        row.gatewayUrl?.replace(/\/$/, "") === url && row.gatewayMerchantNo && row.gatewaySecret
          ? [[row.gatewayMerchantNo, row.gatewaySecret] as const]
          : [],
      ),
    );
  };
  await refresh();
  const timer = setInterval(() => void refresh().catch(() => {}), REFRESH_MS);
  timer.unref();
  const simulator: TGatewaySimulator = await startGatewaySimulator({
    port,
    secretFor: (merchantNo) => secrets.get(merchantNo) ?? null,
  });
  return {
    url: simulator.url,
    close: async () => {
      clearInterval(timer);
      await simulator.close();
    },
  };
}
