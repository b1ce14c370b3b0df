import { ApiError } from "@orchid/contract/api-error";

/** An active bonus a withdrawal would give up, as BONUS_ACTIVE lists it (minor units). */
export type TActiveBonus = { id: number; bonus: number; required: number; counted: number };

const isWhole = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value);

function readBonus(entry: unknown): TActiveBonus | null {
  if (typeof entry !== "object" || entry === null) return null;
  const { id, bonus, required, counted } = entry as Record<string, unknown>;
  if (!isWhole(id) || !isWhole(bonus) || !isWhole(required) || !isWhole(counted)) return null;
  return { id, bonus, required, counted };
}

/**
 * The active bonuses of a BONUS_ACTIVE refusal (the withdrawal asks to confirm giving them up);
 * null for any other failure. Malformed entries are left out; the refusal still stands.
 */
export function activeBonusesOf(error: unknown): TActiveBonus[] | null {
  if (!(error instanceof ApiError) || error.code !== "BONUS_ACTIVE") return null;
  const grants = error.value?.grants;
  if (!Array.isArray(grants)) return [];
  return grants.flatMap((entry) => {
    const bonus = readBonus(entry);
    return bonus ? [bonus] : [];
  });
}
