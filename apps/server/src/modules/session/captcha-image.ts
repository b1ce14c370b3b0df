import { deflateSync } from "node:zlib";

/** Width of a captcha image in pixels. */
export const CAPTCHA_WIDTH = 160;
/** Height of a captcha image in pixels. */
export const CAPTCHA_HEIGHT = 48;

type Rgb = readonly [number, number, number];

/**
 * A 5x7 bitmap font. Each block is a header line naming its characters, then seven rows holding
 * one five-cell glyph row per character ("#" ink, "." blank), glyphs separated by single spaces.
 */
const FONT_SOURCE = `
0     1     2     3     4     5     6     7     8     9
.###. ..#.. .###. ##### ...#. ##### ..##. ##### .###. .###.
#...# .##.. #...# ...#. ..##. #.... .#... ....# #...# #...#
#..## #.#.. ....# ..#.. .#.#. ####. #.... ...#. #...# #...#
#.#.# ..#.. ...#. ...#. #..#. ....# ####. ..#.. .###. .####
##..# ..#.. ..#.. ....# ##### ....# #...# .#... #...# ....#
#...# ..#.. .#... #...# ...#. #...# #...# .#... #...# ...#.
.###. ##### ##### .###. ...#. .###. .###. .#... .###. .##..

A     B     C     D     E     F     G     H     I
.###. ####. .###. ###.. ##### ##### .###. #...# .###.
#...# #...# #...# #..#. #.... #.... #...# #...# ..#..
#...# #...# #.... #...# #.... #.... #.... #...# ..#..
##### ####. #.... #...# ####. ####. #.### ##### ..#..
#...# #...# #.... #...# #.... #.... #...# #...# ..#..
#...# #...# #...# #..#. #.... #.... #...# #...# ..#..
#...# ####. .###. ###.. ##### #.... .#### #...# .###.

J     K     L     M     N     O     P     Q     R
..### #...# #.... #...# #...# .###. ####. .###. ####.
...#. #..#. #.... ##.## #...# #...# #...# #...# #...#
...#. #.#.. #.... #.#.# ##..# #...# #...# #...# #...#
...#. ##... #.... #.#.# #.#.# #...# ####. #...# ####.
...#. #.#.. #.... #...# #..## #...# #.... #.#.# #.#..
#..#. #..#. #.... #...# #...# #...# #.... #..#. #..#.
.##.. #...# ##### #...# #...# .###. #.... .##.# #...#

S     T     U     V     W     X     Y     Z
.#### ##### #...# #...# #...# #...# #...# #####
#.... ..#.. #...# #...# #...# #...# #...# ....#
#.... ..#.. #...# #...# #...# .#.#. .#.#. ...#.
.###. ..#.. #...# #...# #.#.# ..#.. ..#.. ..#..
....# ..#.. #...# #...# #.#.# .#.#. ..#.. .#...
....# ..#.. #...# .#.#. #.#.# #...# ..#.. #....
####. ..#.. .###. ..#.. .#.#. #...# ..#.. #####
`;

const GLYPH_COLUMNS = 5;
const GLYPH_ROWS = 7;

function parseFont(source: string): ReadonlyMap<string, readonly boolean[][]> {
  const font = new Map<string, boolean[][]>();
  const blocks = source.trim().split(/\n\s*\n/);
  for (const block of blocks) {
    const [header = "", ...rows] = block.split("\n");
    const chars = header.trim().split(/\s+/);
    if (rows.length !== GLYPH_ROWS) throw new Error(`Font block ${header} needs ${GLYPH_ROWS} rows`);
    chars.forEach((char, index) => {
      const glyph = rows.map((row) => {
        const cells = row.trim().split(" ")[index] ?? "";
        if (cells.length !== GLYPH_COLUMNS) throw new Error(`Font glyph ${char} has a malformed row`);
        return [...cells].map((cell) => cell === "#");
      });
      font.set(char, glyph);
    });
  }
  return font;
}

const FONT = parseFont(FONT_SOURCE);

/** A canvas of RGB pixels with the few drawing operations the captcha needs. */
class Canvas {
  readonly pixels: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.pixels = new Uint8Array(width * height * 3);
    for (let i = 0; i < width * height; i++) this.pixels.set(background, i * 3);
  }

  set(x: number, y: number, colour: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.pixels.set(colour, (y * this.width + x) * 3);
  }

  /** Bresenham's line from (x0, y0) to (x1, y1), inclusive. */
  line(x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
    const dx = Math.abs(x1 - x0);
    const dy = -Math.abs(y1 - y0);
    const sx = x0 < x1 ? 1 : -1;
    const sy = y0 < y1 ? 1 : -1;
    let error = dx + dy;
    let x = x0;
    let y = y0;
    for (;;) {
      this.set(x, y, colour);
      if (x === x1 && y === y1) return;
      const doubled = 2 * error;
      if (doubled >= dy) {
        error += dy;
        x += sx;
      }
      if (doubled <= dx) {
        error += dx;
        y += sy;
      }
    }
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309 / ITU-T V.42, as PNG uses it) of `data`. */
function crc32(data: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function encodePng(canvas: Canvas): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(canvas.width, 0);
  header.writeUInt32BE(canvas.height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression: deflate
  header[11] = 0; // filter method: adaptive
  header[12] = 0; // interlace: none
  const stride = canvas.width * 3;
  const raw = Buffer.alloc(canvas.height * (1 + stride));
  for (let y = 0; y < canvas.height; y++) {
    raw[y * (1 + stride)] = 0; // filter type: none
    raw.set(canvas.pixels.subarray(y * stride, (y + 1) * stride), y * (1 + stride) + 1);
  }
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

const MAX_TEXT_LENGTH = 8;
const MARGIN = 6;

/**
 * Renders `text` (1 to 8 characters from 0-9 and A-Z) as a 160x48 RGB PNG meant to be read by
 * people at first try: large dark glyphs (about 35 px tall), each a little offset and slanted, on a
 * light background with a few thin light lines and dots that never darken the text.
 * `randomInt(n)` must return an integer in [0, n); pass a cryptographic source in production.
 */
export function renderCaptchaPng(text: string, randomInt: (maxExclusive: number) => number): Buffer {
  if (text.length < 1 || text.length > MAX_TEXT_LENGTH) {
    throw new RangeError(`Captcha text must have 1 to ${MAX_TEXT_LENGTH} characters`);
  }
  const glyphs = [...text].map((char) => {
    const glyph = FONT.get(char);
    if (!glyph) throw new RangeError(`Unsupported captcha character: ${JSON.stringify(char)}`);
    return glyph;
  });
  /** An integer in [min, max]. */
  const between = (min: number, max: number) => min + randomInt(max - min + 1);
  const colourBetween = (min: number, max: number): Rgb => [
    between(min, max),
    between(min, max),
    between(min, max),
  ];

  const canvas = new Canvas(CAPTCHA_WIDTH, CAPTCHA_HEIGHT, colourBetween(240, 255));

  // Noise first, in light tones, so the glyphs drawn over it stay whole.
  const lines = between(2, 3);
  for (let i = 0; i < lines; i++) {
    const y0 = randomInt(CAPTCHA_HEIGHT);
    const y1 = randomInt(CAPTCHA_HEIGHT);
    canvas.line(0, y0, CAPTCHA_WIDTH - 1, y1, colourBetween(170, 215));
  }
  for (let i = 0; i < 120; i++) {
    canvas.set(randomInt(CAPTCHA_WIDTH), randomInt(CAPTCHA_HEIGHT), colourBetween(160, 215));
  }

  const slot = (CAPTCHA_WIDTH - 2 * MARGIN) / glyphs.length;
  glyphs.forEach((glyph, index) => {
    const scaleY = between(48, 52) / 10;
    const scaleX = Math.min(between(46, 52) / 10, (slot * 0.8) / GLYPH_COLUMNS);
    const glyphWidth = GLYPH_COLUMNS * scaleX;
    const glyphHeight = GLYPH_ROWS * scaleY;
    const shear = between(-15, 15) / 100;
    const left = Math.round(MARGIN + index * slot + (slot - glyphWidth) / 2) + between(-2, 2);
    const top = between(2, Math.max(2, Math.floor(CAPTCHA_HEIGHT - glyphHeight) - 2));
    const middle = top + glyphHeight / 2;
    const reach = Math.ceil(Math.abs(shear) * (glyphHeight / 2)) + 1;
    const ink = colourBetween(0, 70);
    for (let y = top; y < Math.ceil(top + glyphHeight); y++) {
      const row = Math.floor((y + 0.5 - top) / scaleY);
      const cells = glyph[row];
      if (!cells) continue;
      // Shear about the glyph's middle so the slant does not push it out of its slot.
      const shift = shear * (middle - (y + 0.5));
      for (let x = left - reach; x < left + glyphWidth + reach; x++) {
        const column = Math.floor((x + 0.5 - left - shift) / scaleX);
        if (cells[column]) canvas.set(x, y, ink);
      }
    }
  });

  return encodePng(canvas);
}
