import { UPLOAD_MAX_BYTES } from "@orchid/contract/backoffice-content";
import { AppError } from "../../http/app-error.ts";

export type TImageType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";
export type TImageInfo = { contentType: TImageType; width: number; height: number };

/** The widest or tallest image the site accepts, in pixels. */
export const IMAGE_MAX_SIDE = 8000;

type TSize = { width: number; height: number };

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** JPEG start-of-frame markers (every coding except DHT C4, JPG C8 and DAC CC). */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

function startsWith(bytes: Uint8Array, prefix: readonly number[], at = 0): boolean {
  return bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);
}

function ascii(bytes: Uint8Array, at: number, text: string): boolean {
  return startsWith(
    bytes,
    [...text].map((c) => c.charCodeAt(0)),
    at,
  );
}

function view(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** PNG: signature, then the IHDR chunk (13 bytes of data) with width and height big-endian. */
function pngSize(bytes: Uint8Array): TSize | null {
  if (bytes.length < 33 || !ascii(bytes, 12, "IHDR")) return null;
  return { width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
}

/** GIF: "GIF87a"/"GIF89a" then the logical screen size, little-endian. */
function gifSize(bytes: Uint8Array): TSize | null {
  if (bytes.length < 13) return null;
  return { width: view(bytes).getUint16(6, true), height: view(bytes).getUint16(8, true) };
}

/** JPEG: walks the marker segments up to the first start-of-frame, which holds the size. */
function jpegSize(bytes: Uint8Array): TSize | null {
  const data = view(bytes);
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a length
      continue;
    }
    if (marker === 0xd9 || marker === 0xda) return null; // end of image or scan data before any frame
    if (JPEG_FRAME_MARKERS.has(marker)) {
      if (at + 9 > bytes.length) return null;
      return { height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    at += 2 + data.getUint16(at + 2);
  }
  return null;
}

/** WebP: a RIFF file whose first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended). */
function webpSize(bytes: Uint8Array): TSize | null {
  const data = view(bytes);
  if (ascii(bytes, 12, "VP8 ")) {
    if (bytes.length < 30 || !startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) return null;
    return { width: data.getUint16(26, true) & 0x3fff, height: data.getUint16(28, true) & 0x3fff };
  }
  if (ascii(bytes, 12, "VP8L")) {
    if (bytes.length < 25 || bytes[20] !== 0x2f) return null;
    const bits = data.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (ascii(bytes, 12, "VP8X")) {
    if (bytes.length < 30) return null;
    const u24 = (at: number) => data.getUint16(at, true) + ((bytes[at + 2] ?? 0) << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  return null;
}

function sniff(bytes: Uint8Array): { contentType: TImageType; size: TSize | null } | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return { contentType: "image/png", size: pngSize(bytes) };
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: "image/jpeg", size: jpegSize(bytes) };
  if (ascii(bytes, 0, "GIF87a") || ascii(bytes, 0, "GIF89a"))
    return { contentType: "image/gif", size: gifSize(bytes) };
  if (ascii(bytes, 0, "RIFF") && ascii(bytes, 8, "WEBP"))
    return { contentType: "image/webp", size: webpSize(bytes) };
  return null;
}

/**
 * What an uploaded file really is, read from its bytes (a name or a declared type is never
 * trusted): PNG, JPEG, WebP or GIF with a readable header and a sensible size, at most
 * `maxBytes` (UPLOAD_MAX_BYTES for console content). Anything else is refused.
 */
export function readImageType(bytes: Uint8Array, maxBytes = UPLOAD_MAX_BYTES): TImageInfo {
  if (bytes.byteLength > maxBytes) {
    throw new AppError("UPLOAD_TOO_LARGE", { maxBytes, byteSize: bytes.byteLength });
  }
  const found = sniff(bytes);
  if (!found) throw new AppError("UPLOAD_TYPE_UNSUPPORTED", { reason: "type" });
  const { size } = found;
  if (!size) throw new AppError("UPLOAD_TYPE_UNSUPPORTED", { reason: "header" });
  const fits = (side: number) => side >= 1 && side <= IMAGE_MAX_SIDE;
  if (!fits(size.width) || !fits(size.height)) {
    throw new AppError("UPLOAD_TYPE_UNSUPPORTED", { reason: "dimensions", maxSide: IMAGE_MAX_SIDE });
  }
  return { contentType: found.contentType, width: size.width, height: size.height };
}
