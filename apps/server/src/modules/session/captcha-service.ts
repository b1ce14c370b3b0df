import { randomBytes, randomInt } from "node:crypto";
import type { TCaptcha } from "@orchid/contract/session";
import { and, eq, lt } from "drizzle-orm";
import type { TAppContext } from "../../app-context.ts";
import type { TDb, TTx } from "../../db/database.ts";
import { captchas } from "../../db/schema/accounts.ts";
import { newCaptchaAnswer } from "./captcha-answer.ts";
import { renderCaptchaPng } from "./captcha-image.ts";
import { hashCode, sameHash } from "./code-hash.ts";

export const CAPTCHA_TTL_MS = 120_000;

/** A new single-use captcha: the image goes to the page, only a hash of the answer is kept. */
export async function issueCaptcha(
  ctx: Pick<TAppContext, "codePepper" | "database" | "now">,
  merchantId: number,
): Promise<TCaptcha> {
  const { db } = ctx.database;
  const now = ctx.now();
  const answer = newCaptchaAnswer((max) => randomInt(max));
  const captchaId = randomBytes(16).toString("base64url");
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    id: captchaId,
    merchantId,
    answerHash: hashCode(ctx.codePepper, `captcha:${captchaId}`, answer),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
    createdAt: now,
  });
  const png = renderCaptchaPng(answer, (max) => randomInt(max));
  return {
    captchaId,
    image: `data:image/png;base64,${png.toString("base64")}`,
    expiresInSeconds: CAPTCHA_TTL_MS / 1000,
  };
}

/** Checks an answer and uses the captcha up, right or wrong; expired or unknown ids fail. */
export async function consumeCaptcha(
  ctx: Pick<TAppContext, "codePepper" | "database" | "now">,
  merchantId: number,
  captchaId: string | undefined,
  answer: string | undefined,
  db: TDb | TTx = ctx.database.db,
): Promise<boolean> {
  // Ids are base64url; anything else (e.g. a NUL byte, which PostgreSQL text refuses) is unknown.
  if (!captchaId || !answer || !/^[A-Za-z0-9_-]{1,64}$/.test(captchaId)) return false;
  const [row] = await db
    .delete(captchas)
    .where(and(eq(captchas.id, captchaId), eq(captchas.merchantId, merchantId)))
    .returning();
  if (!row || row.expiresAt.getTime() <= ctx.now().getTime()) return false;
  return sameHash(row.answerHash, hashCode(ctx.codePepper, `captcha:${captchaId}`, answer.trim()));
}
