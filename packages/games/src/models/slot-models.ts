import type { TSlotModel } from "../slot-model.ts";
import { BALANCED } from "./balanced.ts";
import { STEADY } from "./steady.ts";
import { WILD_RIDE } from "./wild-ride.ts";

/** Every maths model the platform offers, from the lowest volatility to the highest. */
export const SLOT_MODELS: readonly TSlotModel[] = [STEADY, BALANCED, WILD_RIDE];

export function findSlotModel(id: string): TSlotModel | undefined {
  return SLOT_MODELS.find((model) => model.spec.id === id);
}
