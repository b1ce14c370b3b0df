import { CryptoRandomSource } from "@orchid/games/crypto-random-source";
import { findLotteryFamily } from "@orchid/games/lottery/lottery-families";
import type { TWordSource } from "@orchid/games/rng";

/**
 * A plausible result for a draw of `family`: drawn by the family's own rules from the operating
 * system's random words, so it has the shape and the odds of a real result and passes the
 * server's check of it.
 */
export function drawFeedResult(family: string, words: TWordSource = new CryptoRandomSource()): unknown {
  const rules = findLotteryFamily(family);
  if (!rules) throw new Error(`No lottery family "${family}"`);
  return rules.draw(words);
}
