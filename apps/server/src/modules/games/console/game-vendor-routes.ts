import { ZBoGameVendorUpdate, ZBoVendorSecretRequest } from "@orchid/contract/backoffice-games";
import { ENDPOINTS } from "@orchid/contract/endpoints";
import type { TAppContext } from "../../../app-context.ts";
import type { TServe } from "../../../http/serve.ts";
import { requirePlatformOperator } from "../../operators/index.ts";
import { listGameVendors, updateGameVendor } from "./game-vendor-service.ts";
import { rotateVendorSecret } from "./vendor-secret-rotation.ts";

/**
 * Game vendors (platform-wide): every operator with games.read lists them; switching, renaming,
 * reordering and secret rotation need games.vendors and a platform operator, checked before the
 * body is read.
 */
export function consoleGameVendorRoutes(serve: TServe, ctx: TAppContext): void {
  serve("boGameVendors", async () => listGameVendors(ctx));

  serve(
    "boUpdateGameVendor",
    async ({ console, request }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boUpdateGameVendor.caller);
      return updateGameVendor(ctx, console, ZBoGameVendorUpdate.parse(request.body));
    },
    { handlerParsesInput: true },
  );

  serve(
    "boRotateVendorSecret",
    async ({ console, request, reply }) => {
      await requirePlatformOperator(ctx, console, ENDPOINTS.boRotateVendorSecret.caller);
      const { code } = ZBoVendorSecretRequest.parse(request.body);
      const rotated = await rotateVendorSecret(ctx, console, code);
      reply.header("Cache-Control", "no-store");
      return rotated;
    },
    { handlerParsesInput: true },
  );
}
