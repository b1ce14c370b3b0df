/**
 * Checks on the selection a bet names: the values each market offers are fixed, and anything else
 * is a wiring mistake that settlement refuses rather than guesses at.
 */
/** The selection, checked against the values its market offers; throws when it is not one of them. */
export function checkedSelection<T extends string>(
  market: string,
  selection: unknown,
  allowed: readonly T[],
): T {
  if (typeof selection === "string" && (allowed as readonly string[]).includes(selection)) {
    return selection as T;
  }
  throw new Error(
    `unknown selection ${JSON.stringify(selection)} for the ${market} market (expected ${allowed.join(", ")})`,
  );
}
