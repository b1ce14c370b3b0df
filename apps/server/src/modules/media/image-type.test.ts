import { UPLOAD_MAX_BYTES } from "@orchid/contract/backoffice-content";
import { describe, expect, it } from "vitest";
import { AppError } from "../../http/app-error.ts";
import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH, renderCaptchaPng } from "../session/captcha-image.ts";
import { readImageType } from "./image-type.ts";

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const u16le = (n: number) => [n & 0xff, n >> 8];
const u16be = (n: number) => [n >> 8, n & 0xff];
const u32be = (n: number) => [n >>> 24, (n >> 16) & 0xff, (n >> 8) & 0xff, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff];

const png = (width: number, height: number) =>
  bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    u32be(13),
    "IHDR",
    u32be(width),
    u32be(height),
    [8, 6, 0, 0, 0, 0, 0, 0, 0],
  );
const gif = (width: number, height: number) => bytes("GIF89a", u16le(width), u16le(height), [0, 0, 0], ";");
/** SOI, an APP0 segment, then a baseline frame header. */
const jpeg = (width: number, height: number, frameMarker = 0xc0) =>
  bytes(
    [0xff, 0xd8],
    [0xff, 0xe0],
    u16be(16),
    "JFIF",
    [0, 1, 1, 0, 0, 1, 0, 1, 0, 0],
    [0xff, frameMarker],
    u16be(17),
    [8],
    u16be(height),
    u16be(width),
    [3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1],
  );
const riff = (...chunk: (number[] | string)[]) => bytes("RIFF", [0, 0, 0, 0], "WEBP", ...chunk);
const webpLossy = (width: number, height: number) =>
  riff("VP8 ", [0, 0, 0, 0], [0x30, 0x01, 0x00], [0x9d, 0x01, 0x2a], u16le(width), u16le(height), [0, 0]);
const webpLossless = (width: number, height: number) => {
  const bits = (width - 1) | ((height - 1) << 14);
  return riff(
    "VP8L",
    [0, 0, 0, 0],
    [0x2f],
    [bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24],
  );
};
const webpExtended = (width: number, height: number) =>
  riff("VP8X", [10, 0, 0, 0], [0, 0, 0, 0], u24le(width - 1), u24le(height - 1));

function refusal(run: () => unknown): { code: string; details: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code, details: error.details };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("readImageType", () => {
  it("reads the type and size of each accepted format from its bytes", () => {
    expect(readImageType(png(640, 200))).toEqual({ contentType: "image/png", width: 640, height: 200 });
    expect(readImageType(gif(32, 16))).toEqual({ contentType: "image/gif", width: 32, height: 16 });
    expect(readImageType(jpeg(1920, 1080))).toEqual({ contentType: "image/jpeg", width: 1920, height: 1080 });
    expect(readImageType(jpeg(300, 100, 0xc2))).toEqual({
      contentType: "image/jpeg",
      width: 300,
      height: 100,
    });
    expect(readImageType(webpLossy(400, 300))).toEqual({
      contentType: "image/webp",
      width: 400,
      height: 300,
    });
    expect(readImageType(webpLossless(7, 5))).toEqual({ contentType: "image/webp", width: 7, height: 5 });
    expect(readImageType(webpExtended(5000, 8000))).toEqual({
      contentType: "image/webp",
      width: 5000,
      height: 8000,
    });
  });

  it("accepts a real PNG the server renders", () => {
    const image = renderCaptchaPng("1234", () => 0);
    expect(readImageType(image)).toEqual({
      contentType: "image/png",
      width: CAPTCHA_WIDTH,
      height: CAPTCHA_HEIGHT,
    });
  });

  it("refuses a page, a script or an SVG whatever the file is called", () => {
    for (const text of [
      "<!doctype html><html><script>alert(1)</script>",
      "<svg xmlns='x'/>",
      "%PDF-1.7",
      "",
    ]) {
      expect(refusal(() => readImageType(bytes(text))).code).toBe("UPLOAD_TYPE_UNSUPPORTED");
    }
  });

  it("refuses an image cut down to its first bytes", () => {
    const headers: [Uint8Array, number][] = [
      [png(10, 10), 33],
      [gif(10, 10), 13],
      [jpeg(10, 10), 29],
      [webpLossy(10, 10), 30],
      [webpLossless(10, 10), 25],
      [webpExtended(10, 10), 30],
    ];
    for (const [whole, headerLength] of headers) {
      expect(readImageType(whole.subarray(0, headerLength)).width).toBe(10);
      for (const length of [4, 12, headerLength - 1]) {
        expect(refusal(() => readImageType(whole.subarray(0, length))).code).toBe("UPLOAD_TYPE_UNSUPPORTED");
      }
    }
  });

  it("refuses a JPEG whose scan starts before any frame header", () => {
    const scanFirst = bytes([0xff, 0xd8], [0xff, 0xda], u16be(8), [1, 1, 0, 0, 0x3f, 0], [0, 0, 0, 0, 0, 0]);
    expect(refusal(() => readImageType(scanFirst)).code).toBe("UPLOAD_TYPE_UNSUPPORTED");
  });

  it("refuses an empty or a giant picture", () => {
    for (const image of [png(0, 0), png(100, 0), png(8001, 10), gif(10, 9000), jpeg(0, 10)]) {
      expect(refusal(() => readImageType(image))).toEqual({
        code: "UPLOAD_TYPE_UNSUPPORTED",
        details: { reason: "dimensions", maxSide: 8000 },
      });
    }
    expect(readImageType(png(8000, 8000)).width).toBe(8000);
  });

  it("refuses a file over the upload limit before looking at it", () => {
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(png(10, 10));
    expect(refusal(() => readImageType(big)).code).toBe("UPLOAD_TOO_LARGE");
    const atLimit = new Uint8Array(UPLOAD_MAX_BYTES);
    atLimit.set(png(10, 10));
    expect(readImageType(atLimit).contentType).toBe("image/png");
  });
});
