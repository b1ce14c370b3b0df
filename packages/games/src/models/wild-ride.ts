import { defineSlotModel } from "../define-slot-model.ts";
import { PAYLINES } from "../paylines.ts";

/**
 * High volatility: ten lines, a win in about one round of five, and most of the return held
 * back for free spins (about one round in 310). Free spins pay five times, retrigger up to 24
 * spins a round, and add stacks of three wilds on reels 2 to 4 beside the stacked crowns.
 */
export const WILD_RIDE = defineSlotModel({
  id: "wild-ride",
  name: "Wild Ride",
  volatility: "high",
  symbols: [
    { id: "W", name: "Wild", kind: "wild", pays: { 3: 50, 4: 500, 5: 5000 } },
    { id: "S", name: "Scatter", kind: "scatter" },
    { id: "C", name: "Crown", kind: "regular", pays: { 3: 100, 4: 500, 5: 2500 } },
    { id: "G", name: "Gem", kind: "regular", pays: { 3: 75, 4: 250, 5: 1500 } },
    { id: "B", name: "Bell", kind: "regular", pays: { 3: 50, 4: 150, 5: 750 } },
    { id: "P", name: "Pearl", kind: "regular", pays: { 3: 40, 4: 100, 5: 500 } },
    { id: "A", name: "Ace", kind: "regular", pays: { 3: 15, 4: 50, 5: 250 } },
    { id: "K", name: "King", kind: "regular", pays: { 3: 15, 4: 50, 5: 200 } },
    { id: "Q", name: "Queen", kind: "regular", pays: { 3: 10, 4: 40, 5: 150 } },
    { id: "J", name: "Jack", kind: "regular", pays: { 3: 8, 4: 30, 5: 125 } },
    { id: "T", name: "Ten", kind: "regular", pays: { 3: 5, 4: 25, 5: 100 } },
    { id: "N", name: "Nine", kind: "regular", pays: { 3: 5, 4: 25, 5: 100 } },
  ],
  paylines: PAYLINES,
  maxLines: 10,
  betPerLineOptions: [1, 2, 5, 10, 25, 50, 100, 250],
  baseStrips: [
    "J B N A Q T K J N S T Q A P J K N T G Q J B N A K W T J Q N K T A C C C P J N Q T K",
    "P T K J N A C C C Q T B J K N T Q A J K N P T S Q J N K A T B J Q G N K T A J W N Q",
    "N Q T G K W J P N T Q A J K N B T Q J C C C A N K T W J Q P N K T A J Q N B S T K J A",
    "B J N A Q T K S J N T Q A P J K N G T Q B J W N A K T J Q N K T C C C A P J N Q T K",
    "T K J C C C N A Q B T J K N T Q A J K N P S T Q J N K A B T G J Q N K T W A J N Q P",
  ],
  freeSpinStrips: [
    "K C C C J N A B Q T K J N T Q A J K S N P T Q J N K A B T G J Q N K T A J N Q P T",
    "Q W W W T K P J N A Q T J K B N C C C W W W T Q J A N K T P Q J N K A W W W T S J B Q N T K J A G N",
    "J A N S Q T W W W K J N P T Q A G J K N T B Q W W W J A N K T J Q C C C N K P T A W W W J N Q T K B",
    "K J N B A Q T K J W W W N T Q A S J K P N T Q J W W W N G B A K T J Q N K T A J W W W P N Q T C C C",
    "Q T K P J N A Q T B J K C C C N T Q J A N K T P Q J N K S A T B J Q N T K G J A N",
  ],
  scatterPays: { 3: 4, 4: 25, 5: 200 },
  freeSpins: { awards: { 3: 8, 4: 12, 5: 20 }, multiplier: 5, retrigger: { maxSpinsPerRound: 24 } },
  jackpot: null,
});
