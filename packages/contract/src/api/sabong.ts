import { endpoint, MEMBER, operator, REAL_MEMBER, VISITOR } from "../endpoint.ts";
import {
  ZArena,
  ZBoFight,
  ZBoFightAction,
  ZBoFightDeclare,
  ZBoFightFiled,
  ZBoFightPage,
  ZBoFightSearch,
  ZBoNewFight,
  ZFightBet,
  ZMyFightBets,
  ZMyFightBetsQuery,
  ZPlaceFightBet,
  ZSabongSettings,
} from "../sabong.ts";

const SABONG = "sabong" as const;

/** The cockfight's calls: the arena for everyone, bets for members. */
export const SABONG_CALLS = {
  sabongArena: endpoint("GET", "/sv3/lgw/arena", {
    module: SABONG,
    caller: VISITOR,
    summary:
      "The merchant's arena: the stream, the fight on now with its pools and payouts per 100, the last results.",
    answer: ZArena,
  }),
  placeFightBet: endpoint("POST", "/sv3/wps/bets", {
    module: SABONG,
    caller: REAL_MEMBER,
    summary:
      "Bets on Meron, Wala or a draw while the fight takes bets, once per requestKey (real accounts only: the pools are real money).",
    input: ZPlaceFightBet,
    answer: ZFightBet,
    errors: [
      "NOT_FOUND",
      "NEED_TRUE_ACCOUNT",
      "FIGHT_CLOSED",
      "BOOK_LIMIT",
      "INSUFFICIENT_FUNDS",
      "IDEMPOTENCY_MISMATCH",
      "BONUS_MAX_BET",
    ],
  }),
  myFightBets: endpoint("GET", "/sv3/wps/bets", {
    module: SABONG,
    caller: MEMBER,
    summary: "A page of the member's cockfight bets, newest first.",
    input: ZMyFightBetsQuery,
    answer: ZMyFightBets,
  }),
} as const;

/**
 * The console's derby: everyone with sabong.read follows the fights; sabong.run makes fights,
 * calls last call, closes and cancels; a result needs sabong.run to file and a second operator's
 * approval to declare.
 */
export const CONSOLE_SABONG_CALLS = {
  boFights: endpoint("GET", "/bo/sabong/fights", {
    module: "backoffice",
    caller: operator("sabong.read", "sabong.fights.search"),
    summary: "The merchant's fights, newest first, with pools, payouts per 100 and, once ended, the money.",
    input: ZBoFightSearch,
    answer: ZBoFightPage,
  }),
  boNewFight: endpoint("POST", "/bo/sabong/fights", {
    module: "backoffice",
    caller: operator("sabong.run", "sabong.fights.create"),
    summary: "Opens the derby's next fight for bets (one fight takes bets at a time).",
    input: ZBoNewFight,
    answer: ZBoFight,
    errors: ["ORDER_STATE_CHANGED"],
  }),
  boFightAction: endpoint("POST", "/bo/sabong/fights/action", {
    module: "backoffice",
    caller: operator("sabong.run", "sabong.fights.action"),
    summary:
      "Last call, close (cancelled with every bet refunded when the pools do not allow the fight), or cancel.",
    input: ZBoFightAction,
    answer: ZBoFight,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED", "INVALID_INPUT"],
  }),
  boDeclareFight: endpoint("POST", "/bo/sabong/fights/declare", {
    module: "backoffice",
    caller: operator("sabong.run", "sabong.fights.declare"),
    summary: "Files a closed fight's result; a second operator's approval declares and settles it.",
    input: ZBoFightDeclare,
    answer: ZBoFightFiled,
    errors: ["NOT_FOUND", "ORDER_STATE_CHANGED", "APPROVAL_PENDING"],
  }),
  boSabongSettings: endpoint("GET", "/bo/sabong/settings", {
    module: "backoffice",
    caller: operator("sabong.read", "sabong.settings.read"),
    summary: "The merchant's plasada, minimum payout per 100, draw odds, stake limits and stream.",
    answer: ZSabongSettings,
  }),
  boSaveSabongSettings: endpoint("PUT", "/bo/sabong/settings", {
    module: "backoffice",
    caller: operator("sabong.run", "sabong.settings.save"),
    summary: "Saves the merchant's cockfight settings (a fight keeps the plasada and odds it opened with).",
    input: ZSabongSettings,
    answer: ZSabongSettings,
  }),
} as const;
