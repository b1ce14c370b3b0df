import { z } from "zod";
import {
  ZBoLotteryCancelRequest,
  ZBoLotteryDrawDetail,
  ZBoLotteryDrawPage,
  ZBoLotteryDrawQuery,
  ZBoLotteryDrawSearch,
  ZBoLotteryGame,
  ZBoLotteryGameSwitch,
  ZBoLotteryLiability,
  ZBoLotteryLiabilityQuery,
  ZBoLotteryOdds,
  ZBoLotteryOddsQuery,
  ZBoLotteryOddsReset,
  ZBoLotteryOddsSave,
  ZBoLotteryOddsTable,
  ZBoLotteryRequestFiled,
  ZBoLotteryResultRequest,
  ZBoLotterySlipPage,
  ZBoLotterySlipSearch,
} from "../backoffice-lottery.ts";
import { endpoint, operator } from "../endpoint.ts";

/**
 * The console's lottery calls. Games and draws are platform-wide: every operator with
 * lottery.read reads them; the games' switch, result entry, correction and cancelling need
 * lottery.draws and a platform operator (FORBIDDEN otherwise), and the last three wait for a
 * second platform operator's approval. Odds, liability and slips are the merchant's own.
 */
export const CONSOLE_LOTTERY_CALLS = {
  boLotteryGames: endpoint("GET", "/bo/lottery/games", {
    module: "backoffice",
    caller: operator("lottery.read", "lottery.games.list"),
    summary: "Every lottery game with its schedule, result source and switch, in lobby order.",
    answer: z.array(ZBoLotteryGame),
  }),
  boSetLotteryGame: endpoint("PUT", "/bo/lottery/games", {
    module: "backoffice",
    caller: operator("lottery.draws", "lottery.games.switch"),
    summary: "Switches a lottery game on or off for every merchant (platform operators only).",
    input: ZBoLotteryGameSwitch,
    answer: ZBoLotteryGame,
    errors: ["NOT_FOUND"],
  }),
  boLotteryOdds: endpoint("GET", "/bo/lottery/odds", {
    module: "backoffice",
    caller: operator("lottery.read", "lottery.odds.read"),
    summary: "The merchant's price, limits and exact RTP of every bet type of a lottery family.",
    input: ZBoLotteryOddsQuery,
    answer: ZBoLotteryOddsTable,
    errors: ["NOT_FOUND"],
  }),
  boSaveLotteryOdds: endpoint("PUT", "/bo/lottery/odds", {
    module: "backoffice",
    caller: operator("lottery.odds", "lottery.odds.save"),
    summary: "Sets the merchant's price and limits of a bet type; odds returning over 100 % are refused.",
    input: ZBoLotteryOddsSave,
    answer: ZBoLotteryOdds,
    errors: ["NOT_FOUND"],
  }),
  boResetLotteryOdds: endpoint("DELETE", "/bo/lottery/odds", {
    module: "backoffice",
    caller: operator("lottery.odds", "lottery.odds.reset"),
    summary: "Puts a bet type back on the family's default price and limits at the merchant.",
    input: ZBoLotteryOddsReset,
    answer: ZBoLotteryOdds,
    errors: ["NOT_FOUND"],
  }),
  boLotteryDraws: endpoint("GET", "/bo/lottery/draws", {
    module: "backoffice",
    caller: operator("lottery.read", "lottery.draws.search"),
    summary: "Lottery draws by game, state and draw time, newest first.",
    input: ZBoLotteryDrawSearch,
    answer: ZBoLotteryDrawPage,
  }),
  boLotteryDraw: endpoint("GET", "/bo/lottery/draws/detail", {
    module: "backoffice",
    caller: operator("lottery.read", "lottery.draws.detail"),
    summary: "One draw's times, state, commitment, seed, result and the merchant's settlement totals.",
    input: ZBoLotteryDrawQuery,
    answer: ZBoLotteryDrawDetail,
    errors: ["NOT_FOUND"],
  }),
  boLotteryLiability: endpoint("GET", "/bo/lottery/draws/liability", {
    module: "backoffice",
    caller: operator("lottery.read", "lottery.draws.liability"),
    summary: "The merchant's stake and potential payout per number of a draw, largest payout first.",
    input: ZBoLotteryLiabilityQuery,
    answer: ZBoLotteryLiability,
    errors: ["NOT_FOUND"],
  }),
  boEnterLotteryResult: endpoint("POST", "/bo/lottery/draws/result", {
    module: "backoffice",
    caller: operator("lottery.draws", "lottery.draws.result"),
    summary:
      "Files a closed real-world draw's result for a second operator's approval (platform operators only).",
    input: ZBoLotteryResultRequest,
    answer: ZBoLotteryRequestFiled,
    errors: ["NOT_FOUND", "FORBIDDEN", "ORDER_STATE_CHANGED", "APPROVAL_PENDING"],
  }),
  boCorrectLotteryResult: endpoint("POST", "/bo/lottery/draws/correction", {
    module: "backoffice",
    caller: operator("lottery.draws", "lottery.draws.correct"),
    summary:
      "Files a correction of a real-world draw's result for a second operator's approval (platform operators only).",
    input: ZBoLotteryResultRequest,
    answer: ZBoLotteryRequestFiled,
    errors: ["NOT_FOUND", "FORBIDDEN", "ORDER_STATE_CHANGED", "APPROVAL_PENDING"],
  }),
  boCancelLotteryDraw: endpoint("POST", "/bo/lottery/draws/cancel", {
    module: "backoffice",
    caller: operator("lottery.draws", "lottery.draws.cancel"),
    summary:
      "Files the cancelling of a draw (every open slip refunded) for a second operator's approval (platform operators only).",
    input: ZBoLotteryCancelRequest,
    answer: ZBoLotteryRequestFiled,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED", "APPROVAL_PENDING"],
  }),
  boLotterySlips: endpoint("GET", "/bo/lottery/slips", {
    module: "backoffice",
    caller: operator("lottery.read", "lottery.slips.search"),
    summary: "The merchant's lottery slips with their lines, by member, game, draw, state and period.",
    input: ZBoLotterySlipSearch,
    answer: ZBoLotterySlipPage,
  }),
} as const;
