import { z } from "zod";
import { endpoint, operator, REAL_MEMBER } from "../endpoint.ts";
import { ZConsoleRaffle, ZRaffleClaim, ZRaffleClaimValue, ZRaffleInput, ZRaffleList } from "../raffle.ts";

/** Red envelopes: the raffles, a member's claim, and the console's raffles. */
export const RAFFLE_CALLS = {
  rafflePromotion: endpoint("POST", "/wps/promotion/raffle", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "The red-envelope raffles running or coming, with what the member took from each.",
    answer: ZRaffleList,
  }),
  raffleClaim: endpoint("POST", "/wps/promotion/raffle/claim", {
    module: "engagement",
    caller: REAL_MEMBER,
    summary: "Takes one packet of an open raffle, once per member; its cash goes to the main wallet.",
    input: ZRaffleClaim,
    answer: ZRaffleClaimValue,
    errors: ["NOT_FOUND", "RAFFLE_CLOSED", "RAFFLE_EMPTY", "REWARD_CLAIMED", "IDEMPOTENCY_MISMATCH"],
  }),
} as const;

export const CONSOLE_RAFFLE_CALLS = {
  boRaffles: endpoint("GET", "/bo/raffles", {
    module: "backoffice",
    caller: operator("bonus.read", "raffles.list"),
    summary: "The merchant's raffles with packets claimed and paid.",
    answer: z.array(ZConsoleRaffle),
  }),
  boCreateRaffle: endpoint("POST", "/bo/raffles", {
    module: "backoffice",
    caller: operator("bonus.grant", "raffles.create"),
    summary: "Makes a raffle: its pool split now into random packets of at least the smallest amount.",
    input: ZRaffleInput,
    answer: ZConsoleRaffle,
  }),
} as const;
