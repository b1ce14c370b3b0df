import type { TBoGame, ZBoGameUpdate } from "@orchid/contract/backoffice-games";
import type { z } from "zod";
import type { TAppContext } from "../../app-context.ts";
import { searchTextOf } from "../../db/seed/demo-games/build-demo-catalogue.ts";
import { AppError } from "../../http/app-error.ts";
import { presentConsoleGame } from "./console-game-presenter.ts";
import type { TConsoleCall } from "./console-gate.ts";
import { plainText } from "./content-text.ts";
import {
  findCatalogueGame,
  lockGame,
  type TCatalogueGameRow,
  type TGamePatch,
  updateGame,
} from "./game-catalogue-repo.ts";
import { recordOperatorAction } from "./operator-audit.ts";

type TUpdateInput = z.output<typeof ZBoGameUpdate>;
const FIELDS = ["isHot", "hotOrder", "sortOrder", "enabled", "minBet"] as const;

const sameNames = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** What the update changes: the row patch (search text kept with the names) and the audit's before/after. */
function changesOf(game: TCatalogueGameRow, input: TUpdateInput) {
  const patch: TGamePatch = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of FIELDS) {
    const value = input[key];
    if (value === undefined || value === game[key]) continue;
    before[key] = game[key];
    after[key] = value;
    Object.assign(patch, { [key]: value });
  }
  if (input.names) {
    const names = plainText(input.names, "names");
    if (!sameNames(names, game.names)) {
      before.names = game.names;
      after.names = names;
      patch.names = names;
      patch.searchText = searchTextOf(names);
    }
  }
  return { patch, before, after };
}

/**
 * `PUT /bo/games/catalogue`: one game's names (every language; the search text follows them),
 * hot flag and order, lobby order, switch and minimum bet (platform operators). The lobby's page
 * counts are cached per filter for 30 s, so a switched game may be counted that long.
 */
export async function updateConsoleGame(
  ctx: TAppContext,
  call: TConsoleCall,
  input: TUpdateInput,
): Promise<TBoGame> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, input.id);
    if (!game) throw new AppError("NOT_FOUND");
    const { patch, before, after } = changesOf(game, input);
    if (Object.keys(patch).length > 0) await updateGame(tx, game.id, patch);
    await recordOperatorAction(
      tx,
      {
        operatorId: call.found.operator.id,
        merchantId: call.merchant.id,
        action: "games.catalogue.update",
        outcome: "ok",
        targetType: "game",
        targetId: game.id,
        before,
        after,
      },
      call.client,
    );
  });
  const updated = await findCatalogueGame(db, input.id);
  if (!updated) throw new AppError("NOT_FOUND");
  return presentConsoleGame(updated);
}
