import { crc32, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from "./captcha-image.ts";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BYTES_PER_PIXEL = 3;
const SUPPORTED = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

type Chunk = { type: string; data: Buffer; crc: number; typeAndData: Buffer };

/** A small seeded generator (xorshift32) standing in for the server's random source. */
function seededRandom(seed: number): (maxExclusive: number) => number {
  let state = seed >>> 0 || 1;
  return (maxExclusive) => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state % maxExclusive;
  };
}

function chunksOf(png: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = SIGNATURE.length;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const typeAndData = png.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString("ascii"),
      data: typeAndData.subarray(4),
      crc: png.readUInt32BE(offset + 8 + length),
      typeAndData,
    });
    offset += 12 + length;
  }
  expect(offset).toBe(png.length);
  return chunks;
}

/** The raw scanlines (filter byte + RGB pixels per row). */
function scanlines(png: Buffer): Buffer {
  const idat = chunksOf(png).filter((chunk) => chunk.type === "IDAT");
  return inflateSync(Buffer.concat(idat.map((chunk) => chunk.data)));
}

function pixel(raw: Buffer, x: number, y: number): [number, number, number] {
  const at = y * (1 + CAPTCHA_WIDTH * BYTES_PER_PIXEL) + 1 + x * BYTES_PER_PIXEL;
  return [raw[at] ?? -1, raw[at + 1] ?? -1, raw[at + 2] ?? -1];
}

/** Pixels dark enough to be text ink: noise lines and dots are drawn in lighter, mid tones. */
function inkPixels(png: Buffer): number {
  const raw = scanlines(png);
  let count = 0;
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      if (pixel(raw, x, y).every((channel) => channel <= 80)) count++;
    }
  }
  return count;
}

/** The bounding box of the text ink. */
function inkBox(png: Buffer): { width: number; height: number } {
  const raw = scanlines(png);
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < CAPTCHA_HEIGHT; y++) {
    for (let x = 0; x < CAPTCHA_WIDTH; x++) {
      if (pixel(raw, x, y).every((channel) => channel <= 80)) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { width: Math.max(...xs) - Math.min(...xs) + 1, height: Math.max(...ys) - Math.min(...ys) + 1 };
}

describe("renderCaptchaPng", () => {
  it("exports the image size", () => {
    expect(CAPTCHA_WIDTH).toBe(160);
    expect(CAPTCHA_HEIGHT).toBe(48);
  });

  it("draws glyphs large enough to read at first try (at least 30 px tall and 18 px wide)", () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const box = inkBox(renderCaptchaPng("4", seededRandom(seed)));
      expect(box.height).toBeGreaterThanOrEqual(30);
      expect(box.width).toBeGreaterThanOrEqual(18);
    }
  });

  it("writes a well-formed 160x48 8-bit RGB PNG", () => {
    const png = renderCaptchaPng("4827", seededRandom(1));
    expect(png.subarray(0, 8).equals(SIGNATURE)).toBe(true);
    const chunks = chunksOf(png);
    expect(chunks.map((chunk) => chunk.type)).toEqual(["IHDR", "IDAT", "IEND"]);
    const header = chunks[0]?.data ?? Buffer.alloc(0);
    expect(header).toHaveLength(13);
    expect(header.readUInt32BE(0)).toBe(CAPTCHA_WIDTH);
    expect(header.readUInt32BE(4)).toBe(CAPTCHA_HEIGHT);
    expect([...header.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(chunks[2]?.data).toHaveLength(0);
  });

  it("has a correct CRC on every chunk", () => {
    const png = renderCaptchaPng("0159", seededRandom(2));
    for (const chunk of chunksOf(png)) expect(chunk.crc).toBe(crc32(chunk.typeAndData));
  });

  it("inflates IDAT to height rows of a filter byte 0 and width pixels", () => {
    const raw = scanlines(renderCaptchaPng("7306", seededRandom(3)));
    const stride = 1 + CAPTCHA_WIDTH * BYTES_PER_PIXEL;
    expect(raw).toHaveLength(CAPTCHA_HEIGHT * stride);
    for (let y = 0; y < CAPTCHA_HEIGHT; y++) expect(raw[y * stride]).toBe(0);
  });

  it("is deterministic for a deterministic random source", () => {
    const first = renderCaptchaPng("2468", seededRandom(42));
    const second = renderCaptchaPng("2468", seededRandom(42));
    expect(first.equals(second)).toBe(true);
  });

  it("differs between random sources for the same text", () => {
    const first = renderCaptchaPng("2468", seededRandom(42));
    const second = renderCaptchaPng("2468", seededRandom(43));
    expect(first.equals(second)).toBe(false);
  });

  it("inks text only where there is text", () => {
    // A single "1" covers far fewer pixels than four wide glyphs.
    const one = inkPixels(renderCaptchaPng("1", seededRandom(5)));
    const four = inkPixels(renderCaptchaPng("8888", seededRandom(5)));
    expect(one).toBeGreaterThan(0);
    expect(four).toBeGreaterThan(one);
  });

  it.each([...SUPPORTED])("renders %s", (char) => {
    expect(inkPixels(renderCaptchaPng(char, seededRandom(char.charCodeAt(0))))).toBeGreaterThan(40);
    expect(inkPixels(renderCaptchaPng(char.repeat(4), () => 0))).toBeGreaterThan(160);
  });

  it("throws on unsupported characters and bad lengths", () => {
    const random = seededRandom(7);
    expect(() => renderCaptchaPng("12a4", random)).toThrow(RangeError);
    expect(() => renderCaptchaPng("12 4", random)).toThrow(RangeError);
    expect(() => renderCaptchaPng("12!4", random)).toThrow(RangeError);
    expect(() => renderCaptchaPng("１２３４", random)).toThrow(RangeError);
    expect(() => renderCaptchaPng("", random)).toThrow(RangeError);
    expect(() => renderCaptchaPng("123456789", random)).toThrow(RangeError);
  });
});
