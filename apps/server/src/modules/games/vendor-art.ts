import { createHash } from "node:crypto";
import { escapeXml } from "../../http/escape-xml.ts";
import { fitTileText, type TFittedText, type TTextBox } from "./fit-tile-text.ts";

export type TVendorArtInput = { code: string; name: string; gameType: string };

/** Bump when the drawing changes, so cached logos are fetched again (it is part of the ETag). */
const ART_VERSION = 1;
const WIDTH = 200;
const HEIGHT = 120;
/** The wordmark keeps 14 clear on either side: the name's first word large, the rest small. */
const WORD_BOX: TTextBox = { width: 172, maxFontSize: 40, minFontSize: 18 };
/** Narrower: the tagline is letter-spaced, which the estimate does not count. */
const TAGLINE_BOX: TTextBox = { width: 150, maxFontSize: 13, minFontSize: 10 };

function wordmarkLine(line: TFittedText, y: number, attributes: string): string {
  return `<text x="${WIDTH / 2}" y="${y}" font-family="sans-serif" font-size="${line.fontSize}" text-anchor="middle" fill="#fff" ${attributes}>${escapeXml(line.text)}</text>`;
}

/**
 * A vendor's logo, drawn from what the catalogue knows: its name as a wordmark (the first word
 * large, the rest small below, each sized to fit) on a gradient of the vendor's own hue, chosen
 * by its code so a renamed vendor keeps its colour. Deterministic, so it is cached under its
 * ETag; a changed name changes the logo and the tag.
 */
export function vendorArt(vendor: TVendorArtInput): { svg: string; etag: string } {
  const hue = (createHash("sha256").update(vendor.code).digest().readUInt16BE(0) % 360).toString();
  const digest = createHash("sha256")
    .update(`${ART_VERSION}:${vendor.code}:${vendor.name}:${vendor.gameType}`)
    .digest();
  const [first = vendor.code, ...rest] = vendor.name.split(/\s+/).filter(Boolean);
  const tagline = rest.length > 0 ? fitTileText(rest.join(" ").toUpperCase(), TAGLINE_BOX) : undefined;
  const word = fitTileText(first, WORD_BOX);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">`,
    `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="hsl(${hue}, 62%, 40%)"/><stop offset="1" stop-color="hsl(${hue}, 70%, 22%)"/></linearGradient></defs>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" rx="16" fill="url(#v)"/>`,
    `<circle cx="${WIDTH - 18}" cy="18" r="46" fill="#fff" fill-opacity=".08"/>`,
    wordmarkLine(word, tagline ? 66 : 74, `font-weight="800"`),
    tagline ? wordmarkLine(tagline, 92, `font-weight="600" letter-spacing="1.5" fill-opacity=".85"`) : "",
    `</svg>`,
  ].join("");
  return { svg, etag: `"${digest.subarray(0, 12).toString("hex")}"` };
}
