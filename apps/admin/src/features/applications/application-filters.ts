import { APPLICATION_STATES } from "@orchid/contract/applications";

export type TApplicationState = (typeof APPLICATION_STATES)[number];

/** The state filter's choice for every state at once (the address holds it as `state=all`). */
export const ALL_APPLICATIONS = "all";

/** The state filter's choices, in order: the queue (applying) first, then the decided, then all. */
export const APPLICATION_STATE_CHOICES = [...APPLICATION_STATES, ALL_APPLICATIONS] as const;
export type TApplicationStateChoice = (typeof APPLICATION_STATE_CHOICES)[number];

/**
 * The state chosen in the address: none means the queue (applying), "all" every state, else the
 * state named; anything unknown reads as the queue.
 */
export function applicationChoiceOf(param: string): TApplicationStateChoice {
  return APPLICATION_STATE_CHOICES.find((choice) => choice === param) ?? "applying";
}

/** The list call's state filter for a choice (none for "all"). */
export function applicationStateOf(choice: TApplicationStateChoice): TApplicationState | undefined {
  return choice === ALL_APPLICATIONS ? undefined : choice;
}
