import { RATE_BP_MAX } from "@orchid/contract/agent";

/** What a rate typed in per cent reads as: basis points, or the key of what is wrong with it. */
export type TParsedRate = { ok: true; bp: number } | { ok: false; errorKey: string };

const PERCENT = /^(\d+)(?:\.(\d*))?$/;

/**
 * Reads a rate typed in per cent ("0.35") as whole basis points (35) by string arithmetic, so
 * no float rounds it: one basis point is 0.01 %, so more than two decimals cannot be stored. A
 * rate is above zero and at most 100 %, and at most `maxBp` when the merchant sets a limit.
 */
export function parsePercent(text: string, maxBp: number = RATE_BP_MAX): TParsedRate {
  const cleaned = text.trim().replace(/%$/, "").trim();
  if (cleaned === "") return { ok: false, errorKey: "bo_agents_rate_required" };
  const match = PERCENT.exec(cleaned);
  if (!match) return { ok: false, errorKey: "bo_agents_rate_invalid" };
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, errorKey: "bo_agents_rate_decimals" };
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  if (whole.length > 3) return { ok: false, errorKey: "bo_agents_rate_too_high" };
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (bp === 0) return { ok: false, errorKey: "bo_agents_rate_positive" };
  if (bp > RATE_BP_MAX) return { ok: false, errorKey: "bo_agents_rate_too_high" };
  if (bp > maxBp) return { ok: false, errorKey: "bo_agents_rate_above_limit" };
  return { ok: true, bp };
}

/** Basis points written as the per-cent text the parser reads (35 → "0.35", 1000 → "10"). */
export function percentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  const hundredths = bp % 100;
  if (hundredths === 0) return String(whole);
  return `${whole}.${String(hundredths).padStart(2, "0").replace(/0$/, "")}`;
}

/** A rate in basis points as an operator reads it ("0.35 %"). */
export function formatBp(bp: number): string {
  return `${percentText(bp)} %`;
}
