import type { TBoLotteryGame, TBoLotteryGameSwitch } from "@orchid/contract/backoffice-lottery";
import type { TAppContext } from "../../../app-context.ts";
import { AppError } from "../../../http/app-error.ts";
import { fieldChange, type TConsoleCall, writeAuditedChange } from "../../operators/index.ts";
import { presentLotteryGame } from "./lottery-game-presenter.ts";
import { allLotteryGames, lockLotteryGame, setLotteryGameEnabled } from "./lottery-games-repo.ts";

/** `GET /bo/lottery/games`: every game, switched off ones too, in lobby order. */
export async function listLotteryGames(ctx: Pick<TAppContext, "database">): Promise<TBoLotteryGame[]> {
  return (await allLotteryGames(ctx.database.db)).map(presentLotteryGame);
}

/**
 * `PUT /bo/lottery/games`: a game's switch, for every merchant (platform operators). The lottery
 * reads its enabled games through a 5 s cache: within that a switched-off game may still take a
 * bet or get a draw made. Off, it makes no new draws and takes no bets; draws already made still
 * draw and settle (the draw job settles every drawn draw, whatever its game's switch), and an
 * open draw's bets are kept: cancel the draw to refund them.
 */
export async function switchLotteryGame(
  ctx: Pick<TAppContext, "database">,
  call: TConsoleCall,
  input: TBoLotteryGameSwitch,
): Promise<TBoLotteryGame> {
  const game = await ctx.database.db.transaction(async (tx) => {
    const found = await lockLotteryGame(tx, input.code);
    if (!found) throw new AppError("NOT_FOUND");
    const target = { action: "lottery.games.switch", targetType: "lottery_game", targetId: found.code };
    await writeAuditedChange(tx, call, {
      target,
      change: fieldChange(found, input, ["enabled"]),
      write: async () => setLotteryGameEnabled(tx, found.code, input.enabled),
    });
    return { ...found, enabled: input.enabled };
  });
  return presentLotteryGame(game);
}
