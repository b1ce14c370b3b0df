/**
 * What the video area shows for the operator's stream: an HLS playlist in a <video>, another
 * https page in a sandboxed frame, or the house clip when there is none (or it is not https).
 */
export type TStreamSource = { kind: "house" } | { kind: "hls"; url: string } | { kind: "embed"; url: string };

export function streamSourceOf(streamUrl: string | null): TStreamSource {
  const text = streamUrl?.trim() ?? "";
  if (text === "") return { kind: "house" };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { kind: "house" };
  }
  if (url.protocol !== "https:") return { kind: "house" };
  return url.pathname.toLowerCase().endsWith(".m3u8")
    ? { kind: "hls", url: url.href }
    : { kind: "embed", url: url.href };
}
