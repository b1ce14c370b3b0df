import { createHash } from "node:crypto";
import { escapeXml } from "../../http/escape-xml.ts";
import { fitTileText, type TTextBox } from "./fit-tile-text.ts";

export type TGameArtInput = { id: number; name: string; vendorName: string; gameType: string };

/** Bump when the drawing changes, so cached tiles are fetched again (it is part of the ETag). */
const ART_VERSION = 2;

/** The tile is 300 wide; its lines keep 20 clear on either side. */
const TITLE_BOX: TTextBox = { width: 260, maxFontSize: 22, minFontSize: 15 };
const VENDOR_BOX: TTextBox = { width: 260, maxFontSize: 15, minFontSize: 12 };

/** Hue pairs that read well behind white text, in light and dark themes alike. */
const PALETTES: readonly (readonly [string, string])[] = [
  ["#7b1fa2", "#f06292"],
  ["#0d47a1", "#26c6da"],
  ["#1b5e20", "#9ccc65"],
  ["#bf360c", "#ffb74d"],
  ["#311b92", "#7986cb"],
  ["#004d40", "#4db6ac"],
  ["#880e4f", "#ff8a65"],
  ["#263238", "#90a4ae"],
];

/**
 * A game's tile, drawn from what the catalogue knows: a two-colour gradient chosen by the game's
 * id, the initials of its name large, the name and the studio small, each sized (and if need be
 * cut) to fit the tile. Deterministic, so it can be cached forever under its ETag; a changed name
 * changes the tile and the tag.
 */
export function gameArt(game: TGameArtInput): { svg: string; etag: string } {
  const digest = createHash("sha256")
    .update(`${ART_VERSION}:${game.id}:${game.name}:${game.vendorName}:${game.gameType}`)
    .digest();
  const [from, to] = PALETTES[(digest[0] ?? 0) % PALETTES.length] ?? ["#263238", "#90a4ae"];
  const angle = ((digest[1] ?? 0) % 4) * 45;
  const initials = [...game.name.split(/\s+/).filter(Boolean)]
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? "")
    .join("");
  const title = fitTileText(game.name, TITLE_BOX);
  const vendor = fitTileText(game.vendorName, VENDOR_BOX);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300" width="300" height="300">`,
    `<defs><linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">`,
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="300" height="300" rx="24" fill="url(#g)"/>`,
    `<circle cx="150" cy="128" r="78" fill="#ffffff" fill-opacity=".14"/>`,
    `<text x="150" y="156" font-family="sans-serif" font-size="84" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initials || "?")}</text>`,
    `<text x="150" y="246" font-family="sans-serif" font-size="${title.fontSize}" font-weight="600" text-anchor="middle" fill="#fff">${escapeXml(title.text)}</text>`,
    `<text x="150" y="276" font-family="sans-serif" font-size="${vendor.fontSize}" text-anchor="middle" fill="#fff" fill-opacity=".8">${escapeXml(vendor.text)}</text>`,
    `</svg>`,
  ].join("");
  return { svg, etag: `"${digest.subarray(0, 12).toString("hex")}"` };
}
