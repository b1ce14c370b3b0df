import { describe, expect, it } from "vitest";
import { streamSourceOf } from "./stream-source.ts";

describe("stream source", () => {
  it("plays an HLS playlist in a video, query string or not", () => {
    expect(streamSourceOf("https://cdn.example.test/live/arena.m3u8")).toEqual({
      kind: "hls",
      url: "https://cdn.example.test/live/arena.m3u8",
    });
    expect(streamSourceOf("https://cdn.example.test/live/ARENA.M3U8?token=1").kind).toBe("hls");
  });

  it("embeds any other https page", () => {
    expect(streamSourceOf("https://player.example.test/embed/42")).toEqual({
      kind: "embed",
      url: "https://player.example.test/embed/42",
    });
  });

  it("shows the house clip without a stream, or for one that is not https", () => {
    expect(streamSourceOf(null)).toEqual({ kind: "house" });
    expect(streamSourceOf("  ")).toEqual({ kind: "house" });
    expect(streamSourceOf("http://cdn.example.test/a.m3u8")).toEqual({ kind: "house" });
    expect(streamSourceOf("javascript:alert(1)")).toEqual({ kind: "house" });
    expect(streamSourceOf("not a url")).toEqual({ kind: "house" });
  });
});
