import type { TLaunchGame, ZLaunchGameRequest } from "@orchid/contract/games";
import { sql } from "drizzle-orm";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { rowsOf } from "../../db/database.ts";
import { AppError } from "../../http/app-error.ts";
import { insertGameSession } from "./game-session-repo.ts";
import { newLaunchToken } from "./launch-token.ts";
import { GAME_SESSION_IDLE_MS } from "./vendor-wallet/vendor-wallet-service.ts";

/** A launch token must reach the vendor's `authenticate` within this. */
export const LAUNCH_TOKEN_MS = 5 * 60_000;

/** Where Orchid's own slot games are played (the site's `/play/slot` page). */
export const SLOT_CLIENT_PATH = "/play/slot";

type TLaunchRow = {
  id: string | number;
  code: string;
  vendor_code: string;
  name: string;
  is_group: boolean;
  maths_model: string | null;
  secret: string | null;
};

/**
 * `POST /wps/game/launchGame`: a game session for the member and the address the site frames.
 * Only games with a client can start: today Orchid's own slots (a maths model); a group game
 * lists its sub-games instead, and a vendor without a protocol secret cannot take bets. A trial
 * account plays Orchid's own games with its play credit; a third-party vendor's game would see
 * play credit as a real-money player, so a trial account is sent to register (NEED_TRUE_ACCOUNT).
 */
export async function launchGame(
  ctx: Pick<TAppContext, "database" | "now">,
  member: { id: number; merchantId: number; isTrial: boolean },
  input: z.output<typeof ZLaunchGameRequest>,
  language: string,
): Promise<TLaunchGame> {
  const [game] = rowsOf<TLaunchRow>(
    await ctx.database.db.execute(sql`
      select g.id, g.code, g.vendor_code, coalesce(g.names ->> ${language}, g.names ->> 'EN') as name,
        g.is_group, g.maths_model, v.secret
      from games g join game_vendors v on v.code = g.vendor_code
      where g.id = ${input.nodeId} and g.enabled and v.enabled`),
  );
  if (!game) throw new AppError("NOT_FOUND");
  if (member.isTrial && !game.is_group && !game.maths_model) throw new AppError("NEED_TRUE_ACCOUNT");
  if (game.is_group || !game.maths_model || !game.secret) throw new AppError("GAME_UNAVAILABLE");
  const now = ctx.now();
  const { token, hash } = newLaunchToken(game.secret);
  const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_MS);
  await insertGameSession(ctx.database.db, {
    merchantId: member.merchantId,
    memberId: member.id,
    vendorCode: game.vendor_code,
    gameId: Number(game.id),
    tokenHash: hash,
    language,
    device: input.device,
    launchExpiresAt: expiresAt,
    expiresAt: new Date(now.getTime() + GAME_SESSION_IDLE_MS),
  });
  const query = new URLSearchParams({ token, lang: language });
  return {
    url: `${SLOT_CLIENT_PATH}?${query.toString()}`,
    nodeId: Number(game.id),
    name: game.name,
    vassalage: game.vendor_code,
    expiresAt: expiresAt.toISOString(),
  };
}
