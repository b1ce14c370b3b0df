import { sql } from "drizzle-orm";
import { rowsOf } from "../db/database.ts";
import { callApi } from "./api-client.ts";
import type { TTestApp } from "./test-app.ts";

/** Gives a demo vendor a known protocol secret (the seed gives each a random one) and answers it. */
export async function vendorSecret(t: TTestApp, vendor: string): Promise<string> {
  const secret = `test-secret-${vendor.toLowerCase()}-0123456789abcdef`;
  await t.ctx.database.db.execute(sql`update game_vendors set secret = ${secret} where code = ${vendor}`);
  return secret;
}

/** The first playable slot (a game with a maths model) of a demo vendor. */
export async function slotGameOf(
  t: TTestApp,
  vendor: string,
  model?: string,
): Promise<{ id: number; minBet: number; gameType: string; model: string }> {
  const byModel = model ? sql`and maths_model = ${model}` : sql``;
  const [row] = rowsOf<{ id: string | number; min_bet: number; game_type: string; maths_model: string }>(
    await t.ctx.database.db.execute(sql`
      select id, min_bet, game_type, maths_model from games
      where vendor_code = ${vendor} and maths_model is not null and parent_id is null and not is_group
        and enabled ${byModel}
      order by id limit 1`),
  );
  if (!row) throw new Error(`no slot game of ${vendor}`);
  return { id: Number(row.id), minBet: row.min_bet, gameType: row.game_type, model: row.maths_model };
}

/** Launches a game for the member and answers the launch token from its address. */
export async function launchToken(t: TTestApp, memberToken: string, nodeId: number): Promise<string> {
  const launched = await callApi(t, "launchGame", { nodeId }, { token: memberToken });
  if (!launched.body.success) throw new Error(`launch ${nodeId}: ${launched.body.code}`);
  const token = new URL(launched.body.value.url, "http://x").searchParams.get("token");
  if (!token) throw new Error("launch url without token");
  return token;
}
