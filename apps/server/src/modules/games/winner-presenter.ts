import type { TGameType, TWinner } from "@orchid/contract/games";
import type { TWinnerRow } from "./winners-repo.ts";

/** A username with its middle hidden: the first two and the last character stay ("de***1"). */
export function maskUsername(username: string): string {
  const chars = [...username];
  if (chars.length <= 3) return `${chars[0] ?? ""}***`;
  return `${chars.slice(0, 2).join("")}***${chars[chars.length - 1]}`;
}

export function presentWinner(row: TWinnerRow): TWinner {
  return {
    player: maskUsername(row.username),
    gameName: row.game_name,
    gameType: row.game_type as TGameType,
    prize: Number(row.win),
    wonAt: new Date(row.won_at).toISOString(),
  };
}
