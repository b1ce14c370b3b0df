import type { TLotteryGame } from "@orchid/contract/lottery";
import type { TTranslate } from "./translate.ts";

type TNamedGame = Pick<TLotteryGame, "code" | "family" | "name" | "cadenceSeconds">;

/** The Vietnamese fast tables are named after their region, the e-lottery after its family. */
const VN_FAMILIES = new Set(["vn_north", "vn_south"]);
/** The 4D operators the catalogue names (`lott_game_<code>`). */
const FOUR_D_OPERATORS = new Set(["four_d_my", "four_d_sg"]);

/** "45 s", "1 min", "3 min": how often a fast game draws. */
function cadenceText(seconds: number, t: TTranslate): string {
  return seconds < 60 || seconds % 60 !== 0
    ? t("lott_cadence_seconds", { count: seconds })
    : t("lott_cadence_minutes", { count: seconds / 60 });
}

/**
 * A game's name as members read it: a station's own name ("Hà Nội"), "4D Malaysia" for a 4D
 * operator, "Miền Bắc 45 s" for a Vietnamese fast table and "5D · 1 min" for an e-lottery game.
 * A game the site does not know yet shows its code rather than nothing.
 */
export function lotteryGameName(game: TNamedGame, t: TTranslate): string {
  if (game.name) return game.name;
  if (FOUR_D_OPERATORS.has(game.code)) return t(`lott_game_${game.code}`);
  if (game.cadenceSeconds === null) return game.code;
  const family = t(`lott_family_${game.family}`);
  const cadence = cadenceText(game.cadenceSeconds, t);
  return t(VN_FAMILIES.has(game.family) ? "lott_game_fast_vn" : "lott_game_fast", { family, cadence });
}
