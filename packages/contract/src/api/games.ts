import { endpoint, MEMBER, planned, signed, VISITOR } from "../endpoint.ts";

/** The games calls. */
export const GAMES_CALLS = {
  winnerBoard: endpoint("GET", "/wps/home/winners", { module: "games", caller: VISITOR }),
  gameMenus: endpoint("GET", "/lgw/games/game_menus", { module: "games", caller: VISITOR }),
  popularGames: endpoint("GET", "/lgw/games/popular", { module: "games", caller: VISITOR }),
  gameList: endpoint("GET", "/lgw/games/list", { module: "games", caller: VISITOR }),
  gameAnnouncements: planned("GET", "/lgw/games/announcements", "games", VISITOR),
  vendorGameType: planned("GET", "/lgw/games/vendor_game_type", "games", VISITOR),
  hotGames: endpoint("GET", "/lgw/games/hot", { module: "games", caller: VISITOR }),
  launchGame: endpoint("POST", "/wps/game/launchGame", { module: "games", caller: MEMBER }),
  launchSportsGame: planned("GET", "/wps/game/launchGame/fb", "games", MEMBER),
  gameVendors: endpoint("GET", "/wps/game/vendors", { module: "games", caller: VISITOR }),
  sortingVendor: endpoint("GET", "/wps/game/vendors/sorting", { module: "games", caller: VISITOR }),
  favouriteGames: endpoint("GET", "/wps/game/favourites", { module: "games", caller: MEMBER }),
  favouriteGameIds: endpoint("GET", "/wps/game/favourites/ids", { module: "games", caller: MEMBER }),
  favouriteAdd: endpoint("POST", "/wps/game/favourites", { module: "games", caller: MEMBER }),
  favouriteRemove: endpoint("DELETE", "/wps/game/favourites", { module: "games", caller: MEMBER }),
  recentGames: endpoint("GET", "/wps/game/recent", { module: "games", caller: MEMBER }),
  betRecords: endpoint("GET", "/wps/game/records", { module: "games", caller: MEMBER }),
  gameProfit: endpoint("GET", "/wps/game/profit", { module: "games", caller: MEMBER }),
  slotSession: endpoint("POST", "/orchid/slots/session", { module: "games", caller: signed("launchToken") }),
  slotSpin: endpoint("POST", "/orchid/slots/spin", { module: "games", caller: signed("launchToken") }),
  slotHistory: endpoint("GET", "/orchid/slots/history", { module: "games", caller: signed("launchToken") }),
  pvpRooms: planned("GET", "/wps/game/pvp/rooms", "games", MEMBER),
  pvpLaunch: planned("POST", "/wps/game/pvp/launch", "games", MEMBER),
} as const;
