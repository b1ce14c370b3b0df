import { describe, expect, it } from "vitest";
import { ZGameImageParams, ZVendorImageParams } from "../games.ts";
import { GAMES_CALLS } from "./games.ts";
import { VENDOR_WALLET_CALLS } from "./vendor-wallet.ts";

// The games calls are declared whole: the API document shows each one's summary, input and
// answer, and a path that names no image is a 404 rather than a malformed request.

describe("the games entries", () => {
  it("give every live call a summary, and an answer unless it answers an image", () => {
    for (const [name, entry] of Object.entries({ ...GAMES_CALLS, ...VENDOR_WALLET_CALLS })) {
      if (entry.state !== "live") continue;
      expect(entry.summary, name).not.toBe("");
      expect(entry.reply === "image" || entry.answer !== undefined, name).toBe(true);
    }
  });

  it("declare the vendor-wallet protocol as signed calls answering the protocol's own JSON", () => {
    for (const entry of Object.values(VENDOR_WALLET_CALLS)) {
      expect(entry.caller).toEqual({ kind: "signed", by: "vendor" });
      expect(entry.reply).toBe("protocol");
      expect(entry.path).toMatch(/^\/vendor\/:vendor\/wallet\/[a-z]+$/);
      expect(entry.errors).toContain("SIGNATURE_INVALID");
    }
  });

  it("read a game tile's id only when the path writes one plainly", () => {
    expect(ZGameImageParams.parse({ nodeId: "42" })).toEqual({ nodeId: 42 });
    for (const nodeId of ["0", "abc", "1e3", "-1", "1".repeat(16)]) {
      expect(ZGameImageParams.safeParse({ nodeId }).success, nodeId).toBe(false);
    }
    expect(ZVendorImageParams.parse({ gameType: "rng", vendor: "NOVA" })).toEqual({
      gameType: "RNG",
      vendor: "NOVA",
    });
  });
});
