import { z } from "zod";
import { endpoint, MEMBER, signed, VISITOR } from "../endpoint.ts";
import {
  ZLotteryDraw,
  ZLotteryDrawQuery,
  ZLotteryFeedPush,
  ZLotteryFeedReply,
  ZLotteryGame,
  ZLotteryGameDetail,
  ZLotteryGameQuery,
  ZLotteryLobbyQuery,
  ZLotterySlip,
  ZMySlips,
  ZMySlipsQuery,
  ZNumbersListQuery,
  ZOpenedNumerosQuery,
  ZPlaceSlipRequest,
  ZRecentLotteryQuery,
  ZSlipIdParams,
} from "../lottery.ts";

const LOTTERY = "lottery" as const;

/**
 * The lottery calls: lobbies, draws and results for everyone; slips for members; real-world
 * results from the signed results feed.
 */
export const LOTTERY_CALLS = {
  numbersList: endpoint("GET", "/lgw/games/numbers", {
    module: LOTTERY,
    caller: VISITOR,
    summary: "The lottery games of a prize mode with their current draws (the site asks for 100).",
    input: ZNumbersListQuery,
    answer: z.array(ZLotteryGame),
  }),
  lotteryLobby: endpoint("GET", "/lotto/lgw/lobby", {
    module: LOTTERY,
    caller: VISITOR,
    summary:
      "Every lottery game with the draw betting is on now and its last result; one group or prize mode.",
    input: ZLotteryLobbyQuery,
    answer: z.array(ZLotteryGame),
  }),
  vnGameMenu: endpoint("GET", "/lgw/vn/games/game_menu", {
    module: LOTTERY,
    caller: VISITOR,
    summary: "The Vietnamese lottery games (Miền Bắc, Trung, Nam and the fast tables) with their draws.",
    input: ZLotteryLobbyQuery,
    answer: z.array(ZLotteryGame),
  }),
  vnGameMenuRecent: endpoint("GET", "/lgw/vn/games/game_menu/recent", {
    module: LOTTERY,
    caller: MEMBER,
    summary: "The Vietnamese lottery games the member bet on lately, most recent first.",
    input: ZRecentLotteryQuery,
    answer: z.array(ZLotteryGame),
  }),
  recentLottery: endpoint("GET", "/lotto/lgw/recent", {
    module: LOTTERY,
    caller: MEMBER,
    summary: "The lottery games the member bet on lately, most recent first.",
    input: ZRecentLotteryQuery,
    answer: z.array(ZLotteryGame),
  }),
  lotteryGame: endpoint("GET", "/lotto/lgw/game", {
    module: LOTTERY,
    caller: VISITOR,
    summary:
      "One game: its current draw, last result and bet types at the merchant's prices, limits and RTP.",
    input: ZLotteryGameQuery,
    answer: ZLotteryGameDetail,
    errors: ["NOT_FOUND"],
  }),
  vnOpenedNumeros: endpoint("GET", "/lgw/vn/numeros/opened/game", {
    module: LOTTERY,
    caller: VISITOR,
    summary: "A Vietnamese game's drawn results, newest first.",
    input: ZOpenedNumerosQuery,
    answer: z.array(ZLotteryDraw),
    errors: ["NOT_FOUND"],
  }),
  openedNumero: endpoint("GET", "/lotto/lgw/games/opened/numero", {
    module: LOTTERY,
    caller: VISITOR,
    summary: "A game's drawn results, newest first (history and trends).",
    input: ZOpenedNumerosQuery,
    answer: z.array(ZLotteryDraw),
    errors: ["NOT_FOUND"],
  }),
  lotteryDraw: endpoint("GET", "/lotto/lgw/draw", {
    module: LOTTERY,
    caller: VISITOR,
    summary: "One draw: its times, commitment, and once drawn its seed and result (the verify page).",
    input: ZLotteryDrawQuery,
    answer: ZLotteryDraw,
    errors: ["NOT_FOUND"],
  }),
  placeSlip: endpoint("POST", "/lotto/wps/slips", {
    module: LOTTERY,
    caller: MEMBER,
    summary:
      "Places a slip on an open draw: every line or none, once per requestKey; answers the slip and balance.",
    input: ZPlaceSlipRequest,
    answer: ZLotterySlip,
    errors: [
      "NOT_FOUND",
      "LOTTERY_DRAW_CLOSED",
      "LOTTERY_PICKS_INVALID",
      "LOTTERY_LIMIT",
      "INSUFFICIENT_FUNDS",
      "IDEMPOTENCY_MISMATCH",
      "BONUS_MAX_BET",
    ],
  }),
  cancelSlip: endpoint("POST", "/lotto/wps/slips/:id/cancel", {
    module: LOTTERY,
    caller: MEMBER,
    summary: "Cancels a slip while its draw is still open and refunds its stake.",
    input: ZSlipIdParams,
    answer: ZLotterySlip,
    errors: ["NOT_FOUND", "LOTTERY_DRAW_CLOSED", "ORDER_STATE_CHANGED"],
  }),
  mySlips: endpoint("GET", "/lotto/wps/slips", {
    module: LOTTERY,
    caller: MEMBER,
    summary: "A page of the member's slips, newest first, with every line and its settlement.",
    input: ZMySlipsQuery,
    answer: ZMySlips,
  }),
  lotteryFeedResult: endpoint("POST", "/lotto/feed/results", {
    module: LOTTERY,
    caller: signed("feed"),
    summary:
      "A results feed's signed result of a real-world draw (docs/lottery-feed.md): recorded once, or a marked correction.",
    input: ZLotteryFeedPush,
    answer: ZLotteryFeedReply,
    errors: [
      "SIGNATURE_INVALID",
      "FORBIDDEN",
      "NOT_FOUND",
      "CONFLICT",
      "ORDER_STATE_CHANGED",
      "LOTTERY_PICKS_INVALID",
      "INSUFFICIENT_FUNDS",
    ],
  }),
} as const;
