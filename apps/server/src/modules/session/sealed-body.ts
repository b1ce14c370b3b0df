import { isEncryptedBody, openBody, SEALED_BODY_MAX_AGE_MS } from "@orchid/contract/hybrid-encryption";
import type { FastifyRequest } from "fastify";
import type { TAppContext } from "../../app-context.ts";
import { AppError } from "../../http/app-error.ts";

/**
 * The body of an encrypted call (login, register, change password, set password by phone):
 * opened with the key it names. A plain body is refused unless ALLOW_PLAINTEXT_AUTH is set
 * (never in production). An unknown or expired key answers ENCRYPTION_KEY_UNKNOWN so the page
 * fetches the current key and seals again.
 */
export async function sealedBody(
  ctx: Pick<TAppContext, "config" | "keys" | "now">,
  request: FastifyRequest,
): Promise<unknown> {
  const body = request.body;
  if (!isEncryptedBody(body)) {
    if (ctx.config.allowPlaintextAuth) return body;
    throw new AppError("ENCRYPTION_REQUIRED");
  }
  if (body.kid.length > 64 || body.key.length > 2048 || body.iv.length > 64) {
    throw new AppError("MALFORMED_REQUEST");
  }
  const privateKey = await ctx.keys.privateKey(body.kid);
  if (!privateKey) throw new AppError("ENCRYPTION_KEY_UNKNOWN");
  let opened: { ts: number; body: unknown };
  try {
    opened = await openBody(body, privateKey);
  } catch {
    throw new AppError("MALFORMED_REQUEST");
  }
  if (Math.abs(ctx.now().getTime() - opened.ts) > SEALED_BODY_MAX_AGE_MS)
    throw new AppError("ENCRYPTION_KEY_UNKNOWN");
  return opened.body;
}
