/** The highest daily rebate the contract takes: 500 basis points, 5.00 %. */
export const VIP_REBATE_BP_MAX = 500;

/** What a rebate typed in per cent reads as: basis points, or the key of what is wrong with it. */
export type TParsedRebate = { ok: true; bp: number } | { ok: false; errorKey: string };

const PERCENT = /^(\d+)(?:\.(\d*))?$/;

/**
 * Reads a daily rebate typed in per cent ("0.8", "1.25 %") as whole basis points (80, 125) by
 * string arithmetic, so no float rounds it. One basis point is 0.01 %, so at most two decimals;
 * zero (no rebate) up to 5.00 %.
 */
export function parseRebatePercent(text: string): TParsedRebate {
  const cleaned = text.trim().replace(/%$/, "").trim();
  if (cleaned === "") return { ok: false, errorKey: "bo_vip_rebate_required" };
  const match = PERCENT.exec(cleaned);
  if (!match) return { ok: false, errorKey: "bo_vip_rebate_invalid" };
  const fraction = match[2] ?? "";
  if (fraction.length > 2) return { ok: false, errorKey: "bo_vip_rebate_decimals" };
  const whole = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  if (whole.length > 2) return { ok: false, errorKey: "bo_vip_rebate_too_high" };
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
  if (bp > VIP_REBATE_BP_MAX) return { ok: false, errorKey: "bo_vip_rebate_too_high" };
  return { ok: true, bp };
}

/** Basis points as per cent with two decimals, the text the parser reads back (80 → "0.80"). */
export function rebatePercentText(bp: number): string {
  const whole = Math.floor(bp / 100);
  return `${whole}.${String(bp % 100).padStart(2, "0")}`;
}

/** A rebate as an operator reads it ("0.80 %"). */
export function formatRebate(bp: number): string {
  return `${rebatePercentText(bp)} %`;
}
