import type { TGameType } from "@orchid/contract/games";

export type TDemoVendor = { code: string; name: string; gameTypes: TGameType[]; sortOrder: number };

/** Invented slot studios; the catalogue spreads its RNG games over them. */
const SLOT_STUDIOS: [string, string][] = [
  ["NOVA", "Nova Reels"],
  ["QUILL", "Quill Gaming"],
  ["TIDE", "Tidewater Slots"],
  ["MAPLE", "Maple Spin"],
  ["ONYX", "Onyx Studios"],
  ["FABLE", "Fable Forge"],
  ["PRISM", "Prism Play"],
  ["SAGE", "Sagebrush Games"],
  ["COMET", "Comet Reels"],
  ["BRASS", "Brass Lantern"],
  ["ZEPHYR", "Zephyr Slots"],
  ["GLINT", "Glint Works"],
  ["HALO", "Halo Spin"],
  ["IVORY", "Ivory Tower Games"],
  ["JUNO", "Juno Reels"],
  ["KOALA", "Koala Kingdom"],
  ["LARK", "Lark Studios"],
  ["MOSAIC", "Mosaic Play"],
  ["NIMBUS", "Nimbus Gaming"],
  ["OPAL", "Opal Reels"],
  ["GROVE", "Pixel Grove"],
  ["QUARTZ", "Quartz Spin"],
  ["RAVEN", "Raven Rock Games"],
  ["SAFFRON", "Saffron Slots"],
  ["TOPAZ", "Topaz Play"],
  ["UMBRA", "Umbra Studios"],
  ["VERVE", "Verve Gaming"],
  ["WILLOW", "Willow Reels"],
  ["YONDER", "Yonder Games"],
  ["ZINNIA", "Zinnia Spin"],
];

/** Every slot studio, in the order the lobby's vendor strip shows them. */
export const DEMO_SLOT_VENDORS: TDemoVendor[] = SLOT_STUDIOS.map(([code, name], i) => ({
  code,
  name,
  gameTypes: ["RNG"],
  sortOrder: 10 + i,
}));

/**
 * The lobbies of the wallet's transfer-mode vendors (seeded with the demo money); the catalogue
 * only fills in which lobby each one serves.
 */
export const TRANSFER_VENDOR_TYPES: Record<string, TGameType[]> = {
  LUNA: ["LIVE"],
  KITE: ["SPORTS"],
  EMBER: ["FISH"],
};
