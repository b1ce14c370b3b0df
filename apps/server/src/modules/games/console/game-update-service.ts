import type { TBoGame, ZBoGameUpdate } from "@orchid/contract/backoffice-games";
import type { z } from "zod";
import type { TAppContext } from "../../../app-context.ts";
import { searchTextOf } from "../../../db/seed/demo-games/build-demo-catalogue.ts";
import { AppError } from "../../../http/app-error.ts";
import type { TConsoleCall } from "../../operators/index.ts";
import { fieldChange, plainText, type TFieldChange, writeAuditedChange } from "../../operators/index.ts";
import { presentConsoleGame } from "./console-game-presenter.ts";
import {
  findCatalogueGame,
  lockGame,
  type TCatalogueGameRow,
  type TGamePatch,
  updateGame,
} from "./game-catalogue-repo.ts";

type TUpdateInput = z.output<typeof ZBoGameUpdate>;
const FIELDS = ["isHot", "hotOrder", "sortOrder", "enabled", "minBet"] as const;

const sameNames = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** What the update changes: the row patch (search text kept with the names) and the audit's before/after. */
function changeOf(game: TCatalogueGameRow, input: TUpdateInput): TFieldChange<TGamePatch> {
  const change: TFieldChange<TGamePatch> = fieldChange(game, input, FIELDS);
  if (input.names) {
    const names = plainText(input.names, "names");
    if (!sameNames(names, game.names)) {
      change.before.names = game.names;
      change.after.names = names;
      change.patch.names = names;
      change.patch.searchText = searchTextOf(names);
    }
  }
  return change;
}

/**
 * `PUT /bo/games/catalogue`: one game's names (every language; the search text follows them),
 * hot flag and order, lobby order, switch and minimum bet (platform operators). The lobby's page
 * counts are cached per filter for 30 s, so a switched game may be counted that long.
 */
export async function updateConsoleGame(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TUpdateInput,
): Promise<TBoGame> {
  const db = ctx.database.db;
  await db.transaction(async (tx) => {
    const game = await lockGame(tx, input.id);
    if (!game) throw new AppError("NOT_FOUND");
    const target = { action: "games.catalogue.update", targetType: "game", targetId: game.id };
    await writeAuditedChange(tx, call, {
      target,
      change: changeOf(game, input),
      write: (patch) => updateGame(tx, game.id, patch),
    });
  });
  const updated = await findCatalogueGame(db, input.id);
  if (!updated) throw new AppError("NOT_FOUND");
  return presentConsoleGame(updated);
}
