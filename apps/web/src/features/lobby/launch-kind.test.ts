import { describe, expect, it } from "vitest";
import { launchDevice, launchKind } from "./launch-kind.ts";

describe("launch kind", () => {
  it("lists a group game's sub-games instead of launching it", () => {
    expect(launchKind({ isGame: "VASSALAGE", vassalage: "QUILL" })).toBe("group");
  });

  it("sends the lottery vendors to the lottery screen", () => {
    for (const vendor of ["TCG_LOTTO_VN", "TCG_SEA", "ELOTT", "LOTT"]) {
      expect(launchKind({ isGame: "GAME", vassalage: vendor })).toBe("lottery");
    }
  });

  it("launches every other game into the game frame", () => {
    expect(launchKind({ isGame: "GAME", vassalage: "NOVA" })).toBe("frame");
  });

  it("asks for the H5 layout on phones", () => {
    expect(launchDevice(360)).toBe("H5");
    expect(launchDevice(1280)).toBe("WEB");
  });
});
