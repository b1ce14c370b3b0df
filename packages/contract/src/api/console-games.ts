import { z } from "zod";
import {
  ZBoGame,
  ZBoGameImageClear,
  ZBoGameImageRequest,
  ZBoGamePage,
  ZBoGameRoundDetail,
  ZBoGameRoundDetailQuery,
  ZBoGameRoundPage,
  ZBoGameRoundSearch,
  ZBoGameRtp,
  ZBoGameRtpQuery,
  ZBoGameSearch,
  ZBoGameUpdate,
  ZBoGameVendor,
  ZBoGameVendorUpdate,
  ZBoVendorSecretRequest,
  ZBoVendorSecretValue,
} from "../backoffice-games.ts";
import { endpoint, operator } from "../endpoint.ts";

/**
 * The console's game calls. Vendors and the catalogue are platform-wide: every operator with
 * games.read reads them, and a change also needs a platform operator (FORBIDDEN otherwise).
 */
export const CONSOLE_GAMES_CALLS = {
  boGameVendors: endpoint("GET", "/bo/games/vendors", {
    module: "backoffice",
    caller: operator("games.read", "games.vendor.list"),
    summary: "Every game vendor with its games counted (whether a secret is set, never the secret).",
    answer: z.array(ZBoGameVendor),
  }),
  boUpdateGameVendor: endpoint("PUT", "/bo/games/vendors", {
    module: "backoffice",
    caller: operator("games.vendors", "games.vendor.update"),
    summary: "Changes a vendor's name, switch, wallet mode, place or maximum win (platform operators only).",
    input: ZBoGameVendorUpdate,
    answer: ZBoGameVendor,
    errors: ["NOT_FOUND", "VENDOR_WALLETS_NOT_EMPTY"],
  }),
  boRotateVendorSecret: endpoint("POST", "/bo/games/vendors/secret", {
    module: "backoffice",
    caller: operator("games.vendors", "games.vendor.secret"),
    summary:
      "Gives a vendor a new random protocol secret, shown in this answer only (platform operators only).",
    input: ZBoVendorSecretRequest,
    answer: ZBoVendorSecretValue,
    errors: ["NOT_FOUND"],
  }),
  boGames: endpoint("GET", "/bo/games/catalogue", {
    module: "backoffice",
    caller: operator("games.read", "games.catalogue.search"),
    summary: "Searches the platform's game catalogue, disabled games and sub-games included.",
    input: ZBoGameSearch,
    answer: ZBoGamePage,
  }),
  boUpdateGame: endpoint("PUT", "/bo/games/catalogue", {
    module: "backoffice",
    caller: operator("games.write", "games.catalogue.update"),
    summary:
      "Changes a game's names, hot list place, order, switch or minimum bet (platform operators only).",
    input: ZBoGameUpdate,
    answer: ZBoGame,
    errors: ["NOT_FOUND"],
  }),
  boSetGameImage: endpoint("PUT", "/bo/games/catalogue/image", {
    module: "backoffice",
    caller: operator("games.write", "games.catalogue.image"),
    summary:
      "Uploads an image (base64, type read from its bytes) as a game's tile (platform operators only).",
    input: ZBoGameImageRequest,
    answer: ZBoGame,
    errors: ["NOT_FOUND", "UPLOAD_TOO_LARGE", "UPLOAD_TYPE_UNSUPPORTED", "PAYLOAD_TOO_LARGE"],
  }),
  boClearGameImage: endpoint("DELETE", "/bo/games/catalogue/image", {
    module: "backoffice",
    caller: operator("games.write", "games.catalogue.image_clear"),
    summary: "Goes back to a game's drawn tile (platform operators only).",
    input: ZBoGameImageClear,
    answer: ZBoGame,
    errors: ["NOT_FOUND"],
  }),
  boGameRounds: endpoint("GET", "/bo/games/rounds", {
    module: "backoffice",
    caller: operator("games.rounds", "games.rounds.search"),
    summary: "The merchant's game rounds in a period of its time zone, newest first, with totals.",
    input: ZBoGameRoundSearch,
    answer: ZBoGameRoundPage,
  }),
  boGameRoundDetail: endpoint("GET", "/bo/games/rounds/detail", {
    module: "backoffice",
    caller: operator("games.rounds", "games.rounds.detail"),
    summary: "One of the merchant's rounds with what the game reported of it.",
    input: ZBoGameRoundDetailQuery,
    answer: ZBoGameRoundDetail,
    errors: ["NOT_FOUND"],
  }),
  boGameRtp: endpoint("GET", "/bo/games/rtp", {
    module: "backoffice",
    caller: operator("games.rounds", "games.rtp"),
    summary:
      "Observed return to player per game and per maths model over a period, next to the theoretical one.",
    input: ZBoGameRtpQuery,
    answer: ZBoGameRtp,
  }),
} as const;
