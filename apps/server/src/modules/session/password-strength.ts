import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as english from "@zxcvbn-ts/language-en";

/** The strength scale of the estimator: 0 (among the most common) to 4 (very hard to guess). */
export const PASSWORD_SCORES = [0, 1, 2, 3, 4] as const;

let estimator: ZxcvbnFactory | undefined;

/**
 * How hard a password is to guess (0–4), from a maintained estimator with the common-password
 * and English dictionaries, keyboard patterns, dates and sequences. The dictionaries are large:
 * they are loaded on the first call and kept for the life of the process. `userInputs` (the
 * username, for one) count as known words.
 */
export function passwordScore(password: string, userInputs: string[] = []): number {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  // The estimate's work grows with the length; the contract caps passwords well below this.
  return estimator.check(password.slice(0, 100), userInputs).score;
}
