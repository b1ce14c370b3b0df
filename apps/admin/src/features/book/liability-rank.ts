/** How many of an event's largest liabilities the trading view marks. */
export const MARKED_LIABILITIES = 3;

/**
 * The selections whose liability is among the event's `count` largest (above zero: a selection
 * the merchant gains on is never marked), and the largest liability to scale the bars by.
 */
export function rankLiabilities(
  markets: readonly { selections: readonly { id: number; liability: number }[] }[],
  count = MARKED_LIABILITIES,
): { marked: Set<number>; largest: number } {
  const selections = markets.flatMap((market) => market.selections);
  const positive = selections.filter((selection) => selection.liability > 0);
  positive.sort((a, b) => b.liability - a.liability || a.id - b.id);
  const largest = Math.max(0, ...selections.map((selection) => Math.abs(selection.liability)));
  return { marked: new Set(positive.slice(0, count).map((selection) => selection.id)), largest };
}
