import QRCode from "qrcode";
import type { TDemoImage } from "./types.ts";

/** QR code defaults from the site (spec §9): 200 px square, 20 px quiet margin, black on white. */
const SIZE = 200;
const MARGIN = 20;
const DARK = "#000000";
const LIGHT = "#ffffff";

/** Renders `text` as a scannable QR code SVG image. */
export async function qrImage(name: string, text: string): Promise<TDemoImage> {
  // The library's own margin counts modules; the site's margin is in pixels, so it is added here.
  const modules = await QRCode.toString(text, {
    type: "svg",
    errorCorrectionLevel: "M",
    margin: 0,
    color: { dark: DARK, light: LIGHT },
  });
  const viewBox = /viewBox="([^"]+)"/.exec(modules)?.[1];
  const paths = /<svg[^>]*>(.*)<\/svg>/s.exec(modules)?.[1];
  if (viewBox === undefined || paths === undefined)
    throw new Error(`qrcode produced unexpected SVG for ${name}`);
  const inner = SIZE - 2 * MARGIN;
  const body = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" shape-rendering="crispEdges">
  <rect width="${SIZE}" height="${SIZE}" fill="${LIGHT}"/>
  <svg x="${MARGIN}" y="${MARGIN}" width="${inner}" height="${inner}" viewBox="${viewBox}">${paths}</svg>
</svg>`;
  return { name, contentType: "image/svg+xml", body };
}
