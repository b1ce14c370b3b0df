import { REDEEM_STATES, type TRedeemState } from "@orchid/contract/points";
import { z } from "zod";

/** The state filter's choice for every state at once (the address holds it as `state=all`). */
export const ALL_STATES = "all";

/** The state filter's choices, in order: the queue first, then the history. */
export const REDEEM_STATE_CHOICES = [...REDEEM_STATES, ALL_STATES] as const;
export type TRedeemStateChoice = (typeof REDEEM_STATE_CHOICES)[number];

/**
 * The state chosen in the address: none means the queue (applying), "all" every state, else the
 * state named; anything unknown reads as the queue.
 */
export function redeemChoiceOf(param: string): TRedeemStateChoice {
  return REDEEM_STATE_CHOICES.find((choice) => choice === param) ?? "applying";
}

/** The list call's state filter for a choice (none for "all"). */
export function redeemStateOf(choice: TRedeemStateChoice): TRedeemState | undefined {
  return choice === ALL_STATES ? undefined : choice;
}

/** The longest note the contract takes with a decision. */
export const NOTE_MAX = 200;

/** A decision's note: optional, kept on the redeem and shown to the member with it. */
export const ZDecisionDraft = z.object({
  note: z
    .string()
    .trim()
    .max(NOTE_MAX, { message: "bo_points_note_too_long" })
    .transform((note) => note || undefined),
});
export type TDecisionDraft = z.input<typeof ZDecisionDraft>;
export type TDecisionInput = z.output<typeof ZDecisionDraft>;
