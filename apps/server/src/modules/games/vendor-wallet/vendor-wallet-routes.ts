import { VENDOR_WALLET_REQUESTS, ZVendorPath } from "@orchid/contract/vendor-wallet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { isBodySignatureValid } from "../../../http/body-signature.ts";
import { ok } from "../../../http/envelope.ts";
import { createServe } from "../../../http/serve.ts";
import type { VendorWallet } from "./vendor-wallet-service.ts";
import type { TVendor } from "./vendors-repo.ts";

/**
 * `POST /vendor/{vendor}/wallet/{operation}`: the seamless-wallet calls a game vendor makes. Each
 * body is signed with the vendor's secret (`X-Vendor-Timestamp`, `X-Vendor-Signature`) over its
 * exact bytes, so this scope keeps JSON bodies as text and each handler reads its own input once
 * the signature holds. An unknown or disabled vendor and a bad signature get the same
 * SIGNATURE_INVALID; a signed body that is not JSON is MALFORMED_REQUEST.
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
  const serve = createServe(app, ctx);
  const parsesItself = { handlerParsesInput: true };

  async function signedCall(request: FastifyRequest): Promise<{ vendor: TVendor; body: unknown }> {
    const rawBody = typeof request.body === "string" ? request.body : "";
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === "string" ? value : undefined;
    };
    const path = ZVendorPath.safeParse(request.params);
    const vendor = path.success ? await wallet.vendors.get(path.data.vendor) : undefined;
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
    try {
      return { vendor, body: JSON.parse(rawBody) };
    } catch {
      throw new AppError("MALFORMED_REQUEST");
    }
  }

  serve(
    "vendorAuthenticate",
    async ({ request }) => {
      const { vendor, body } = await signedCall(request);
      const input = VENDOR_WALLET_REQUESTS.authenticate.parse(body);
      return ok(await wallet.authenticate(vendor, input.token));
    },
    parsesItself,
  );

  serve(
    "vendorBalance",
    async ({ request }) => {
      const { vendor, body } = await signedCall(request);
      const input = VENDOR_WALLET_REQUESTS.balance.parse(body);
      return ok(await wallet.balance(vendor, input.playerId));
    },
    parsesItself,
  );

  serve(
    "vendorBet",
    async ({ request }) => {
      const { vendor, body } = await signedCall(request);
      const bet = await wallet.bet(vendor, VENDOR_WALLET_REQUESTS.bet.parse(body));
      const { balance, currency, txId, roundId, replayed } = bet;
      return ok({ balance, currency, txId, roundId, replayed });
    },
    parsesItself,
  );

  serve(
    "vendorWin",
    async ({ request, client }) => {
      const { vendor, body } = await signedCall(request);
      return ok(await wallet.win(vendor, VENDOR_WALLET_REQUESTS.win.parse(body), client));
    },
    parsesItself,
  );

  serve(
    "vendorRollback",
    async ({ request }) => {
      const { vendor, body } = await signedCall(request);
      return ok(await wallet.rollback(vendor, VENDOR_WALLET_REQUESTS.rollback.parse(body)));
    },
    parsesItself,
  );
}
