import type { TSabongSettings } from "@orchid/contract/sabong";
import { z } from "zod";
import { minorToMajorInput, parseMajorAmount } from "../../money/major-amount.ts";
import {
  formatHundredths,
  parseMinPer100,
  parsePlasada,
  parseWhole,
  type TParsedNumber,
} from "./sabong-numbers.ts";

/** The contract's stake limits (ZSabongSettings), in minor units. */
export const MIN_STAKE_MAX = 1_000_000_000;
export const MAX_STAKE_MAX = 1_000_000_000_000;
export const STREAM_URL_MAX = 500;

/**
 * The cockfight settings as the form holds them: the plasada as a percentage ("5.00"), the least
 * payout per 100 as "107.00", the draw's odds as two whole numbers, the stakes in major units and
 * the stream's address.
 */
export type TSabongDraft = {
  plasada: string;
  minPer100: string;
  drawProfit: string;
  drawPer: string;
  minStake: string;
  maxStake: string;
  streamUrl: string;
};

export function sabongDraftOf(settings: TSabongSettings): TSabongDraft {
  return {
    plasada: formatHundredths(settings.plasadaBp),
    minPer100: formatHundredths(settings.minPer100),
    drawProfit: String(settings.drawProfit),
    drawPer: String(settings.drawPer),
    minStake: minorToMajorInput(settings.minStake),
    maxStake: minorToMajorInput(settings.maxStake),
    streamUrl: settings.streamUrl,
  };
}

/** A problem of the draft, at the save call's field name, with its message key. */
export type TSabongIssue = { path: [keyof TSabongSettings]; key: string };

function stakeOf(text: string, max: number): TParsedNumber {
  const parsed = parseMajorAmount(text);
  if (!parsed.ok) return { ok: false, errorKey: parsed.errorKey };
  return parsed.minor > max
    ? { ok: false, errorKey: "bo_money_too_large" }
    : { ok: true, value: parsed.minor };
}

/** The stream as typed: empty (the house clip) or an https address without spaces. */
function streamOf(text: string): TParsedNumber & { url?: string } {
  const url = text.trim();
  if (url === "") return { ok: true, value: 0, url };
  if (url.length > STREAM_URL_MAX || !/^https:\/\/[^\s]+$/.test(url))
    return { ok: false, errorKey: "bo_sabong_stream_invalid" };
  return { ok: true, value: 0, url };
}

/**
 * The save call's settings, or every problem of the draft by field: the contract's ranges
 * (plasada 0–20.00 %, least payout 100.00–1,000.00, draw profit 0–100 to per 1–100, stakes of at
 * least 0.01 with the largest not below the least) checked before sending.
 */
export function readSabongDraft(draft: TSabongDraft): {
  input: TSabongSettings | null;
  issues: TSabongIssue[];
} {
  const issues: TSabongIssue[] = [];
  const take = (field: keyof TSabongSettings, parsed: TParsedNumber): number | null => {
    if (parsed.ok) return parsed.value;
    issues.push({ path: [field], key: parsed.errorKey });
    return null;
  };
  const plasadaBp = take("plasadaBp", parsePlasada(draft.plasada));
  const minPer100 = take("minPer100", parseMinPer100(draft.minPer100));
  const drawProfit = take(
    "drawProfit",
    parseWhole(draft.drawProfit, 0, 100, "bo_sabong_draw_profit_invalid"),
  );
  const drawPer = take("drawPer", parseWhole(draft.drawPer, 1, 100, "bo_sabong_draw_per_invalid"));
  const minStake = take("minStake", stakeOf(draft.minStake, MIN_STAKE_MAX));
  const maxStake = take("maxStake", stakeOf(draft.maxStake, MAX_STAKE_MAX));
  if (minStake !== null && maxStake !== null && maxStake < minStake)
    issues.push({ path: ["maxStake"], key: "bo_sabong_max_below_min" });
  const stream = streamOf(draft.streamUrl);
  if (!stream.ok) issues.push({ path: ["streamUrl"], key: stream.errorKey });
  if (
    issues.length > 0 ||
    plasadaBp === null ||
    minPer100 === null ||
    drawProfit === null ||
    drawPer === null ||
    minStake === null ||
    maxStake === null
  )
    return { input: null, issues };
  return {
    input: { plasadaBp, minPer100, drawProfit, drawPer, minStake, maxStake, streamUrl: stream.url ?? "" },
    issues,
  };
}

/** The form's schema (for its resolver): the draft in, the save call's settings out. */
export const ZSabongDraft = z.custom<TSabongDraft>().transform((draft, ctx) => {
  const { input, issues } = readSabongDraft(draft);
  for (const issue of issues) ctx.addIssue({ code: "custom", path: issue.path, message: issue.key });
  return input ?? z.NEVER;
});
