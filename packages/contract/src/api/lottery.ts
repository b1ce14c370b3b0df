import { MEMBER, planned, VISITOR } from "../endpoint.ts";

/** The lottery calls. */
export const LOTTERY_CALLS = {
  numbersList: planned("GET", "/lgw/games/numbers", "lottery", VISITOR),
  vnGameMenu: planned("GET", "/lgw/vn/games/game_menu", "lottery", VISITOR),
  vnGameMenuRecent: planned("GET", "/lgw/vn/games/game_menu/recent", "lottery", VISITOR),
  vnOpenedNumeros: planned("GET", "/lgw/vn/numeros/opened/game", "lottery", VISITOR),
  openedNumero: planned("GET", "/lotto/lgw/games/opened/numero", "lottery", VISITOR),
  lotteryLobby: planned("GET", "/lotto/lgw/lobby", "lottery", VISITOR),
  recentLottery: planned("GET", "/lotto/lgw/recent", "lottery", MEMBER),
} as const;
