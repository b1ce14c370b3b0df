import type { TRandomSource } from "../rng.ts";

export type TScriptedRandomSource = TRandomSource & { ranges: number[] };

/**
 * Answers the given values in order (then 0 for ever) and records every range it was asked
 * for, so a test can set the stops and check what the engine drew.
 */
export function scriptedRandomSource(answers: number[] = []): TScriptedRandomSource {
  const ranges: number[] = [];
  return {
    ranges,
    nextInt(n) {
      const answer = answers[ranges.length] ?? 0;
      ranges.push(n);
      if (answer >= n) throw new Error(`scripted answer ${answer} is outside [0, ${n})`);
      return answer;
    },
  };
}
