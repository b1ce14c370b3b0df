import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { isBodySignatureValid } from "../../../http/body-signature.ts";
import { ok } from "../../../http/envelope.ts";
import { clientInfo } from "../../session/session-service.ts";
import { VENDOR_WALLET_OPERATIONS, VENDOR_WALLET_REQUESTS } from "./vendor-wallet-requests.ts";
import type { VendorWallet } from "./vendor-wallet-service.ts";

/**
 * `POST /vendor/:vendor/wallet/:operation`: the seamless-wallet calls a game vendor makes. Each
 * body is signed with the vendor's secret (`X-Vendor-Timestamp`, `X-Vendor-Signature`); an
 * unknown or disabled vendor and a bad signature get the same SIGNATURE_INVALID.
 */
export async function vendorWalletRoutes(
  app: FastifyInstance,
  ctx: TAppContext,
  wallet: VendorWallet,
): Promise<void> {
  app.addContentTypeParser(
    "application/json",
    { parseAs: "string", bodyLimit: 16 * 1024 },
    (_r, body, done) => done(null, body),
  );

  app.post<{ Params: { vendor: string; operation: string } }>(
    "/vendor/:vendor/wallet/:operation",
    async (request) => {
      const operation = VENDOR_WALLET_OPERATIONS.find((name) => name === request.params.operation);
      if (!operation) throw new AppError("NOT_FOUND");
      const rawBody = typeof request.body === "string" ? request.body : "";
      const header = (name: string) => {
        const value = request.headers[name];
        return typeof value === "string" ? value : undefined;
      };
      const vendor = /^[A-Za-z0-9_]{1,32}$/.test(request.params.vendor)
        ? await wallet.vendors.get(request.params.vendor)
        : undefined;
      const isSigned =
        vendor?.secret &&
        isBodySignatureValid(
          vendor.secret,
          header("x-vendor-timestamp"),
          header("x-vendor-signature"),
          rawBody,
          ctx.now().getTime(),
        );
      if (!vendor || !isSigned) throw new AppError("SIGNATURE_INVALID");
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError("MALFORMED_REQUEST");
      }
      switch (operation) {
        case "authenticate": {
          const input = VENDOR_WALLET_REQUESTS.authenticate.parse(body);
          return ok(await wallet.authenticate(vendor, input.token));
        }
        case "balance": {
          const input = VENDOR_WALLET_REQUESTS.balance.parse(body);
          return ok(await wallet.balance(vendor, input.playerId));
        }
        case "bet": {
          const { balance, currency, txId, roundId, replayed } = await wallet.bet(
            vendor,
            VENDOR_WALLET_REQUESTS.bet.parse(body),
          );
          return ok({ balance, currency, txId, roundId, replayed });
        }
        case "win":
          return ok(
            await wallet.win(vendor, VENDOR_WALLET_REQUESTS.win.parse(body), clientInfo(request, ctx.now())),
          );
        case "rollback":
          return ok(await wallet.rollback(vendor, VENDOR_WALLET_REQUESTS.rollback.parse(body)));
      }
    },
  );
}
