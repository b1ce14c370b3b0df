import { endpoint, operator } from "../endpoint.ts";

/** The console's games calls. */
export const CONSOLE_GAMES_CALLS = {
  boGameVendors: endpoint("GET", "/bo/games/vendors", {
    module: "backoffice",
    caller: operator(null, "boGameVendors"),
  }),
  boUpdateGameVendor: endpoint("PUT", "/bo/games/vendors", {
    module: "backoffice",
    caller: operator(null, "boUpdateGameVendor"),
  }),
  boGames: endpoint("GET", "/bo/games/catalogue", {
    module: "backoffice",
    caller: operator(null, "boGames"),
  }),
  boUpdateGame: endpoint("PUT", "/bo/games/catalogue", {
    module: "backoffice",
    caller: operator(null, "boUpdateGame"),
  }),
  boSetGameImage: endpoint("PUT", "/bo/games/catalogue/image", {
    module: "backoffice",
    caller: operator(null, "boSetGameImage"),
  }),
  boClearGameImage: endpoint("DELETE", "/bo/games/catalogue/image", {
    module: "backoffice",
    caller: operator(null, "boClearGameImage"),
  }),
  boGameRounds: endpoint("GET", "/bo/games/rounds", {
    module: "backoffice",
    caller: operator(null, "boGameRounds"),
  }),
  boGameRoundDetail: endpoint("GET", "/bo/games/rounds/detail", {
    module: "backoffice",
    caller: operator(null, "boGameRoundDetail"),
  }),
  boGameRtp: endpoint("GET", "/bo/games/rtp", { module: "backoffice", caller: operator(null, "boGameRtp") }),
} as const;
