import { ZBoGameVendorUpdate, ZBoVendorSecretRequest } from "@orchid/contract/backoffice-games";
import type { FastifyInstance } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { ok } from "../../http/envelope.ts";
import type { TGate } from "./console-gate.ts";
import { listGameVendors, updateGameVendor } from "./game-vendor-service.ts";
import { createPlatformGate } from "./platform-gate.ts";
import { rotateVendorSecret } from "./vendor-secret-rotation.ts";

/**
 * Game vendors (platform-wide): every operator with games.read lists them; switching, renaming,
 * reordering and secret rotation need games.vendors and a platform operator.
 */
export async function consoleGameVendorRoutes(app: FastifyInstance, ctx: TAppContext, gate: TGate) {
  const platformGate = createPlatformGate(ctx, gate);

  app.get("/bo/games/vendors", async (request) => {
    await gate(request, "games.read", "games.vendor.list");
    return ok(await listGameVendors(ctx));
  });

  app.put("/bo/games/vendors", async (request) => {
    const call = await platformGate(request, "games.vendors", "games.vendor.update");
    return ok(await updateGameVendor(ctx, call, ZBoGameVendorUpdate.parse(request.body)));
  });

  app.post("/bo/games/vendors/secret", async (request, reply) => {
    const call = await platformGate(request, "games.vendors", "games.vendor.secret");
    const { code } = ZBoVendorSecretRequest.parse(request.body);
    const rotated = await rotateVendorSecret(ctx, call, code);
    reply.header("Cache-Control", "no-store");
    return ok(rotated);
  });
}
