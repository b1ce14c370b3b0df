import { LOTTERY_GROUPS, type TLotteryGame, type TLotteryGroup } from "@orchid/contract/lottery";

/** A tab of the lottery lobby: the member's favourites, or one group of games. */
export type TLobbyTab = "favourites" | TLotteryGroup;

/** The lobby a lottery vendor's link means (`/lottery?vendor=…` from a game list). */
const VENDOR_TABS: Readonly<Record<string, TLotteryGroup>> = {
  ELOTT: "elottery",
  TCG_SEA: "four_d",
  TCG_LOTTO_VN: "vn_north",
  LOTT: "vn_fast",
};

/** With nothing asked and nothing starred, the in-house fast tables: always a draw about to close. */
const FIRST_CHOICE: TLotteryGroup = "vn_fast";

/** The tabs to show: Favourites when any listed game is starred, then every group with games. */
export function lobbyTabs(games: readonly TLotteryGame[], favourites: readonly string[]): TLobbyTab[] {
  const groups = LOTTERY_GROUPS.filter((group) => games.some((game) => game.group === group));
  const hasFavourites = games.some((game) => favourites.includes(game.code));
  return hasFavourites ? ["favourites", ...groups] : groups;
}

/**
 * A tab's games: the favourites in the order they were starred, or a group's games in the
 * server's order with the member's favourites first.
 */
export function gamesOfTab(
  games: readonly TLotteryGame[],
  tab: TLobbyTab,
  favourites: readonly string[],
): TLotteryGame[] {
  if (tab === "favourites") {
    return favourites.flatMap((code) => games.filter((game) => game.code === code));
  }
  const inGroup = games.filter((game) => game.group === tab);
  const isFavourite = (game: TLotteryGame) => favourites.includes(game.code);
  return [...inGroup.filter(isFavourite), ...inGroup.filter((game) => !isFavourite(game))];
}

/**
 * The tab the lobby opens on: the vendor's group, else the favourites, else the fast tables, else
 * the first group.
 */
export function defaultTab(tabs: readonly TLobbyTab[], vendor: string | null): TLobbyTab | undefined {
  const asked = vendor ? VENDOR_TABS[vendor.toUpperCase()] : undefined;
  if (asked && tabs.includes(asked)) return asked;
  if (tabs[0] === "favourites") return "favourites";
  return tabs.includes(FIRST_CHOICE) ? FIRST_CHOICE : tabs[0];
}

/**
 * Where a scrolling row of tabs should scroll to so the selected tab is fully in view (centred
 * when it was not), or null when it already is. Offsets are from the row's scrolled start.
 */
export function revealedScroll(
  row: { scrollLeft: number; width: number },
  tab: { left: number; width: number },
): number | null {
  const isInView = tab.left >= row.scrollLeft && tab.left + tab.width <= row.scrollLeft + row.width;
  if (isInView) return null;
  return Math.max(0, Math.round(tab.left - (row.width - tab.width) / 2));
}
