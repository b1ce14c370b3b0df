import { z } from "zod";
import { type TLocalizedText, ZBoUploadRequest, ZLocalizedText } from "./backoffice-content.ts";
import { GAME_NAME_MAX, GAME_TYPES, type TGameClassify, type TGameType } from "./games.ts";
import { type TPage, ZPageQuery, ZPeriodQuery } from "./money.ts";
import { ZAccountText } from "./session.ts";

/** How a vendor holds members' money: per-member transfer wallets, or seamless (the vendor calls us). */
export const WALLET_MODES = ["seamless", "transfer"] as const;
export type TWalletMode = (typeof WALLET_MODES)[number];

export const ROUND_STATUSES = ["open", "settled", "cancelled"] as const;
export type TRoundStatus = (typeof ROUND_STATUSES)[number];

/** Games are `bigserial` rows: any safe positive integer may name one. */
const ZGameId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZGameIdQuery = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const ZVendorCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/);
const ZModelId = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,40}$/);
/** A yes/no filter of a query string ("true" / "false"); the typed client sends booleans as those. */
const ZFlagQuery = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .transform((v) => v === true || v === "true");

/** `GET /bo/games/vendors`: every vendor with its games counted; the secret itself never leaves. */
export type TBoGameVendor = {
  code: string;
  name: string;
  walletMode: TWalletMode;
  enabled: boolean;
  sortOrder: number;
  gameTypes: TGameType[];
  /** Whether a protocol secret is set (a seamless vendor without one cannot be launched). */
  hasSecret: boolean;
  /** A round of this vendor's games pays at most this many times its stake (docs/vendor-wallet.md). */
  maxWinMultiplier: number;
  gameCount: number;
  enabledGameCount: number;
};

/**
 * `PUT /bo/games/vendors`: changes what is sent of a vendor's name, switch, wallet mode, place and
 * maximum win multiplier.
 * Platform operators only. A transfer vendor whose members still hold money in its wallets cannot
 * become seamless (VENDOR_WALLETS_NOT_EMPTY).
 */
export const ZBoGameVendorUpdate = z
  .object({
    code: ZVendorCode,
    name: ZAccountText(64)
      .transform((v) => v.trim())
      .pipe(z.string().min(1))
      .optional(),
    enabled: z.boolean().optional(),
    walletMode: z.enum(WALLET_MODES).optional(),
    sortOrder: z.number().int().min(0).max(32_767).optional(),
    maxWinMultiplier: z.number().int().min(1).max(1_000_000).optional(),
  })
  .refine((v) => Object.keys(v).some((key) => key !== "code"), { message: "err_nothing_to_change" });
export type TBoGameVendorUpdate = z.input<typeof ZBoGameVendorUpdate>;

/** `POST /bo/games/vendors/secret`: a new random secret for the vendor, shown in this answer only. */
export const ZBoVendorSecretRequest = z.object({ code: ZVendorCode });
export type TBoVendorSecretRequest = z.input<typeof ZBoVendorSecretRequest>;
export type TBoVendorSecretValue = { code: string; secret: string };

/** `GET /bo/games/catalogue`: the platform catalogue, every game (disabled and sub-games too). */
export const ZBoGameSearch = ZPageQuery.extend({
  gameType: z.enum(GAME_TYPES).optional(),
  vendorCode: ZVendorCode.optional(),
  /** Part of the name in any language. */
  q: ZAccountText(GAME_NAME_MAX)
    .transform((v) => v.trim().toLowerCase())
    .optional(),
  enabled: ZFlagQuery.optional(),
  hot: ZFlagQuery.optional(),
});
export type TBoGameSearch = z.input<typeof ZBoGameSearch>;

/** One catalogue game as the console edits it; `minBet` in minor units. */
export type TBoGame = {
  id: number;
  code: string;
  vendorCode: string;
  vendorName: string;
  gameType: TGameType;
  names: TLocalizedText;
  classify: TGameClassify[];
  minBet: number;
  lineCount: number;
  isHot: boolean;
  hotOrder: number | null;
  sortOrder: number;
  enabled: boolean;
  mathsModel: string | null;
  isGroup: boolean;
  parentId: number | null;
  /** The tile the site shows (`/lgw/games/image/:id`): the uploaded image, else the drawn one. */
  imageUrl: string;
  /** The uploaded image's own address, or null while the drawn tile is shown. */
  uploadedImageUrl: string | null;
};

/**
 * `PUT /bo/games/catalogue`: changes what is sent of one game. `names` replaces every language's
 * name (English required; an empty language falls back to English). Platform operators only.
 */
export const ZBoGameUpdate = z
  .object({
    id: ZGameId,
    names: ZLocalizedText(GAME_NAME_MAX).optional(),
    isHot: z.boolean().optional(),
    hotOrder: z.number().int().min(0).max(1_000_000).nullable().optional(),
    sortOrder: z.number().int().min(0).max(1_000_000).optional(),
    enabled: z.boolean().optional(),
    /** Minor units; 0 = no minimum. */
    minBet: z.number().int().min(0).max(100_000_000).optional(),
  })
  .refine((v) => Object.keys(v).some((key) => key !== "id"), { message: "err_nothing_to_change" });
export type TBoGameUpdate = z.input<typeof ZBoGameUpdate>;

/** `PUT /bo/games/catalogue/image`: uploads an image (checked by its bytes) and shows it as the game's tile. */
export const ZBoGameImageRequest = ZBoUploadRequest.extend({ id: ZGameId });
export type TBoGameImageRequest = z.input<typeof ZBoGameImageRequest>;

/** `DELETE /bo/games/catalogue/image`: back to the drawn tile. */
export const ZBoGameImageClear = z.object({ id: ZGameId });
export type TBoGameImageClear = z.input<typeof ZBoGameImageClear>;

/** `GET /bo/games/rounds`: the merchant's game rounds in a period (its time zone), newest first. */
export const ZBoGameRoundSearch = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  username: ZAccountText(64)
    .transform((v) => v.trim())
    .optional(),
  gameId: ZGameIdQuery.optional(),
  vendorCode: ZVendorCode.optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  status: z.enum(ROUND_STATUSES).optional(),
});
export type TBoGameRoundSearch = z.input<typeof ZBoGameRoundSearch>;

/** One round; money in minor units. */
export type TBoGameRound = {
  id: number;
  roundId: string;
  memberId: number;
  username: string;
  gameId: number;
  gameName: string;
  vendorCode: string;
  vendorName: string;
  gameType: TGameType;
  stake: number;
  win: number;
  /** win − stake, as the member saw it. */
  net: number;
  status: TRoundStatus;
  createdAt: string;
  settledAt: string | null;
};
export type TBoGameRoundPage = TPage<TBoGameRound> & {
  totals: { rounds: number; stake: number; win: number; net: number };
};

/** `GET /bo/games/rounds/detail?id=`: one round with what the game reported of it. */
export const ZBoGameRoundDetailQuery = z.object({ id: ZGameIdQuery });
export type TBoGameRoundDetailQuery = z.input<typeof ZBoGameRoundDetailQuery>;
export type TBoGameRoundDetail = TBoGameRound & { detail: unknown };

/**
 * `GET /bo/games/rtp`: settled rounds' return to player per game and per maths model over a
 * period, next to the model's theoretical RTP (its PAR sheet).
 */
export const ZBoGameRtpQuery = ZPeriodQuery.extend(ZPageQuery.shape).extend({
  gameType: z.enum(GAME_TYPES).optional(),
  vendorCode: ZVendorCode.optional(),
  model: ZModelId.optional(),
});
export type TBoGameRtpQuery = z.input<typeof ZBoGameRtpQuery>;

/**
 * Observed against theoretical. `observedRtp` = Σwin / Σstake (null without stakes). `tolerance`
 * is three standard errors of the observed RTP for these rounds (the model's per-round standard
 * deviation over √ of the stake-weighted round count); `isOutside` is true when the difference is
 * larger. Both are null without a theoretical figure.
 */
export type TBoRtpFigures = {
  rounds: number;
  stake: number;
  win: number;
  observedRtp: number | null;
  theoreticalRtp: number | null;
  tolerance: number | null;
  isOutside: boolean | null;
};
export type TBoGameRtpRow = TBoRtpFigures & {
  gameId: number;
  gameName: string;
  vendorCode: string;
  vendorName: string;
  gameType: TGameType;
  mathsModel: string | null;
};
export type TBoModelRtpRow = TBoRtpFigures & {
  model: string;
  modelName: string;
  volatility: "low" | "medium" | "high";
  /** Share of each stake paid into the jackpot pool; jackpot wins are in `win`, not in the theoretical RTP. */
  jackpotContribution: number;
};
export type TBoGameRtp = TPage<TBoGameRtpRow> & {
  models: TBoModelRtpRow[];
  totals: { rounds: number; stake: number; win: number; observedRtp: number | null };
  fromDay: string;
  toDay: string;
};
