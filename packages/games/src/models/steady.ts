import { defineSlotModel } from "../define-slot-model.ts";
import { PAYLINES } from "../paylines.ts";

/**
 * Low volatility: wins on more than half the rounds, mostly small; free spins come about once
 * in 116 rounds, pay double and cannot retrigger. Wilds sit on every reel, most on reel 3.
 */
export const STEADY = defineSlotModel({
  id: "steady",
  name: "Steady",
  volatility: "low",
  symbols: [
    { id: "W", name: "Wild", kind: "wild", pays: { 3: 25, 4: 100, 5: 500 } },
    { id: "S", name: "Scatter", kind: "scatter" },
    { id: "C", name: "Crown", kind: "regular", pays: { 3: 20, 4: 75, 5: 300 } },
    { id: "G", name: "Gem", kind: "regular", pays: { 3: 15, 4: 50, 5: 200 } },
    { id: "B", name: "Bell", kind: "regular", pays: { 3: 10, 4: 40, 5: 150 } },
    { id: "A", name: "Ace", kind: "regular", pays: { 3: 8, 4: 25, 5: 100 } },
    { id: "K", name: "King", kind: "regular", pays: { 3: 8, 4: 22, 5: 90 } },
    { id: "Q", name: "Queen", kind: "regular", pays: { 3: 5, 4: 15, 5: 60 } },
    { id: "J", name: "Jack", kind: "regular", pays: { 3: 5, 4: 12, 5: 50 } },
    { id: "T", name: "Ten", kind: "regular", pays: { 3: 5, 4: 10, 5: 40 } },
  ],
  paylines: PAYLINES,
  maxLines: 20,
  betPerLineOptions: [1, 2, 5, 10, 20, 50, 100],
  baseStrips: [
    "B T K J G A Q S T W J K B Q C A T G J K Q T A B J Q W G K T J C A Q",
    "A Q C T B K J Q A G T W J K Q B T A S J C G W Q K T A J B Q T K G J W",
    "G J W A Q T J K B C W Q A T G S J K Q W T B A J G Q K C T W A J B Q S T K",
    "B T K J G A Q S W T J K B Q C A T G J W K Q T A B J Q G K T W C J A Q",
    "Q C T B K J Q A G T J K W Q B T A S C J G Q K T A J B Q T K G W J A",
  ],
  freeSpinStrips: [
    "C Q T B K J G A Q W T J K Q B S T A C J G W Q K T A J B Q T K G W J A",
    "J W A Q T C B K J W Q A G T J K Q W B T A J G C Q K T S W A J B Q T K G",
    "T K S J G W A Q T J K B C Q W A T G J K Q T W A B J Q G K T C W J A Q B",
    "Q T B K J W G A Q T J K S B Q W A T C G J K Q T W A J B Q T K G W J A C",
    "J W A Q T C B K J Q A G T W J K Q B T A J G C Q S W K T A J B Q T K G",
  ],
  scatterPays: { 3: 3, 4: 10, 5: 50 },
  freeSpins: { awards: { 3: 10, 4: 15, 5: 20 }, multiplier: 2, retrigger: "none" },
  jackpot: null,
});
