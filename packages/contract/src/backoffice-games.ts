import { z } from "zod";
import { ZBoUploadRequest, ZLocalizedText, ZLocalizedTextValue } from "./backoffice-content.ts";
import { GAME_CLASSIFIES, GAME_NAME_MAX, GAME_TYPES } from "./games.ts";
import { ZPageQuery, ZPeriodQuery, zPage } from "./money.ts";
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
export const ZBoGameVendor = z.object({
  code: z.string(),
  name: z.string(),
  walletMode: z.enum(WALLET_MODES),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  gameTypes: z.array(z.enum(GAME_TYPES)),
  /** Whether a protocol secret is set (a seamless vendor without one cannot be launched). */
  hasSecret: z.boolean(),
  /** A round of this vendor's games pays at most this many times its stake (docs/vendor-wallet.md). */
  maxWinMultiplier: z.number().int(),
  gameCount: z.number().int(),
  enabledGameCount: z.number().int(),
});
export type TBoGameVendor = z.output<typeof ZBoGameVendor>;

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
export const ZBoVendorSecretValue = z.object({ code: z.string(), secret: z.string() });
export type TBoVendorSecretValue = z.output<typeof ZBoVendorSecretValue>;

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
export const ZBoGame = z.object({
  id: z.number().int(),
  code: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_TYPES),
  names: ZLocalizedTextValue,
  classify: z.array(z.enum(GAME_CLASSIFIES)),
  minBet: z.number().int(),
  lineCount: z.number().int(),
  isHot: z.boolean(),
  hotOrder: z.number().int().nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  mathsModel: z.string().nullable(),
  isGroup: z.boolean(),
  parentId: z.number().int().nullable(),
  /** The tile the site shows (`/lgw/games/image/:id`): the uploaded image, else the drawn one. */
  imageUrl: z.string(),
  /** The uploaded image's own address, or null while the drawn tile is shown. */
  uploadedImageUrl: z.string().nullable(),
});
export type TBoGame = z.output<typeof ZBoGame>;
export const ZBoGamePage = zPage(ZBoGame);

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
export const ZBoGameRound = z.object({
  id: z.number().int(),
  roundId: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  gameId: z.number().int(),
  gameName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_TYPES),
  stake: z.number().int(),
  win: z.number().int(),
  /** win − stake, as the member saw it. */
  net: z.number().int(),
  status: z.enum(ROUND_STATUSES),
  createdAt: z.iso.datetime(),
  settledAt: z.iso.datetime().nullable(),
});
export type TBoGameRound = z.output<typeof ZBoGameRound>;
export const ZBoGameRoundPage = zPage(ZBoGameRound).extend({
  totals: z.object({
    rounds: z.number().int(),
    stake: z.number().int(),
    win: z.number().int(),
    net: z.number().int(),
  }),
});
export type TBoGameRoundPage = z.output<typeof ZBoGameRoundPage>;

/** `GET /bo/games/rounds/detail?id=`: one round with what the game reported of it. */
export const ZBoGameRoundDetailQuery = z.object({ id: ZGameIdQuery });
export type TBoGameRoundDetailQuery = z.input<typeof ZBoGameRoundDetailQuery>;
export const ZBoGameRoundDetail = ZBoGameRound.extend({ detail: z.unknown() });
export type TBoGameRoundDetail = z.output<typeof ZBoGameRoundDetail>;

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
export const ZBoRtpFigures = z.object({
  rounds: z.number().int(),
  stake: z.number().int(),
  win: z.number().int(),
  observedRtp: z.number().nullable(),
  theoreticalRtp: z.number().nullable(),
  tolerance: z.number().nullable(),
  isOutside: z.boolean().nullable(),
});
export type TBoRtpFigures = z.output<typeof ZBoRtpFigures>;
export const ZBoGameRtpRow = ZBoRtpFigures.extend({
  gameId: z.number().int(),
  gameName: z.string(),
  vendorCode: z.string(),
  vendorName: z.string(),
  gameType: z.enum(GAME_TYPES),
  mathsModel: z.string().nullable(),
});
export type TBoGameRtpRow = z.output<typeof ZBoGameRtpRow>;
export const ZBoModelRtpRow = ZBoRtpFigures.extend({
  model: z.string(),
  modelName: z.string(),
  volatility: z.enum(["low", "medium", "high"]),
  /** Share of each stake paid into the jackpot pool; jackpot wins are in `win`, not in the theoretical RTP. */
  jackpotContribution: z.number(),
});
export type TBoModelRtpRow = z.output<typeof ZBoModelRtpRow>;
export const ZBoGameRtp = zPage(ZBoGameRtpRow).extend({
  models: z.array(ZBoModelRtpRow),
  totals: z.object({
    rounds: z.number().int(),
    stake: z.number().int(),
    win: z.number().int(),
    observedRtp: z.number().nullable(),
  }),
  fromDay: z.string(),
  toDay: z.string(),
});
export type TBoGameRtp = z.output<typeof ZBoGameRtp>;
