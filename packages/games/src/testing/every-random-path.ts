import type { TRandomSource } from "../rng.ts";

/** One complete run of `play` and how many equally likely paths it stands for, 1 in `ways`. */
export type TRandomPath<T> = { result: T; ways: bigint };

/**
 * Runs `play` once for every sequence of answers a random source could give it, for tests that
 * need the exact distribution of something random. The first run answers 0 to every draw;
 * each later run changes the last draw that still has an untried answer, like an odometer,
 * and answers 0 to any draw after it. A path that drew ranges n₁, n₂, … has probability
 * 1 / (n₁·n₂·…), given back as `ways`. Only for small games: the paths multiply quickly.
 */
export function* everyRandomPath<T>(play: (rng: TRandomSource) => T): Generator<TRandomPath<T>> {
  const answers: number[] = [];
  const ranges: number[] = [];
  for (;;) {
    let position = 0;
    const rng: TRandomSource = {
      nextInt(n) {
        if (position === answers.length) {
          answers.push(0);
          ranges.push(n);
        } else if (ranges[position] !== n) {
          throw new Error("play must draw the same ranges when given the same answers");
        }
        position += 1;
        return answers[position - 1] ?? 0;
      },
    };
    const result = play(rng);
    answers.length = position;
    ranges.length = position;
    yield { result, ways: ranges.reduce((product, range) => product * BigInt(range), 1n) };
    while (answers.length > 0 && (answers.at(-1) ?? 0) + 1 === ranges.at(-1)) {
      answers.pop();
      ranges.pop();
    }
    if (answers.length === 0) return;
    answers[answers.length - 1] = (answers.at(-1) ?? 0) + 1;
  }
}
