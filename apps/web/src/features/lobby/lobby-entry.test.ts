import { describe, expect, it } from "vitest";
import { lobbyEntry } from "./lobby-entry.ts";

const VENDORS = ["NOVA", "QUILL", "TIDE"];

describe("lobby entry", () => {
  it("defaults to the first vendor in 'all' mode", () => {
    expect(lobbyEntry(new URLSearchParams(), VENDORS, undefined, true)).toEqual({
      mode: "all",
      vassalage: "NOVA",
      classify: "",
      gameName: "",
    });
  });

  it("opens the vendor the query names, else the one chosen last time", () => {
    const query = new URLSearchParams("type=vassalage&vassalage=tide");
    expect(lobbyEntry(query, VENDORS, "QUILL", false).vassalage).toBe("TIDE");
    expect(lobbyEntry(new URLSearchParams(), VENDORS, "QUILL", false).vassalage).toBe("QUILL");
    expect(lobbyEntry(new URLSearchParams("vassalage=GONE"), VENDORS, "ALSO_GONE", false).vassalage).toBe(
      "NOVA",
    );
  });

  it("opens the hot list only when the type has hot games", () => {
    expect(lobbyEntry(new URLSearchParams("type=hot"), VENDORS, undefined, true).mode).toBe("hot");
    expect(lobbyEntry(new URLSearchParams("type=hot"), VENDORS, undefined, false).mode).toBe("all");
  });

  it("has no vendor when the lobby has none", () => {
    expect(lobbyEntry(new URLSearchParams(), [], undefined, false)).toEqual({
      mode: "all",
      vassalage: "",
      classify: "",
      gameName: "",
    });
  });

  it("opens the classify tab ?page= names, when the lobby offers it", () => {
    const tabs = ["JP", "TG", "AC"] as const;
    expect(lobbyEntry(new URLSearchParams("page=jackpot"), VENDORS, undefined, true, tabs)).toEqual({
      mode: "all",
      vassalage: "NOVA",
      classify: "JP",
      gameName: "",
    });
    expect(lobbyEntry(new URLSearchParams("page=tg&vassalage=tide"), VENDORS, undefined, true, tabs)).toEqual(
      {
        mode: "all",
        vassalage: "TIDE",
        classify: "TG",
        gameName: "",
      },
    );
    expect(lobbyEntry(new URLSearchParams("page=bingo"), VENDORS, undefined, true, tabs).classify).toBe("");
    expect(lobbyEntry(new URLSearchParams("page=jackpot"), VENDORS, undefined, true).classify).toBe("");
  });

  it("lets a named tab win over type=hot, and keeps hot without one", () => {
    const tabs = ["JP", "TG", "AC"] as const;
    expect(
      lobbyEntry(new URLSearchParams("type=hot&page=arcade"), VENDORS, undefined, true, tabs),
    ).toMatchObject({
      mode: "all",
      classify: "AC",
    });
    expect(
      lobbyEntry(new URLSearchParams("type=hot&page=nope"), VENDORS, undefined, true, tabs),
    ).toMatchObject({
      mode: "hot",
      classify: "",
    });
  });

  it("opens a ?search= from the home page over every vendor, unless the address names one", () => {
    expect(lobbyEntry(new URLSearchParams("search=%20Ruby%20"), VENDORS, "QUILL", true)).toEqual({
      mode: "all",
      vassalage: "",
      classify: "",
      gameName: "Ruby",
    });
    expect(
      lobbyEntry(new URLSearchParams("search=Ruby&vassalage=tide"), VENDORS, "QUILL", true),
    ).toMatchObject({
      vassalage: "TIDE",
      gameName: "Ruby",
    });
    expect(lobbyEntry(new URLSearchParams("type=hot&search=Ruby"), VENDORS, undefined, true).mode).toBe(
      "all",
    );
    expect(
      lobbyEntry(new URLSearchParams(`search=${"x".repeat(80)}`), VENDORS, undefined, true).gameName,
    ).toHaveLength(64);
    expect(lobbyEntry(new URLSearchParams("search=%20%20"), VENDORS, undefined, true)).toMatchObject({
      vassalage: "NOVA",
      gameName: "",
    });
  });
});
