import { describe, expect, it } from "vitest";
import { bannerGroupOf } from "./banner-group.ts";

describe("banner group of a route", () => {
  it("maps the home aliases to home", () => {
    for (const path of ["/", "/index", "/index.html", "/home"]) expect(bannerGroupOf(path)).toBe("home");
  });

  it("maps lobbies and pages to their groups", () => {
    expect(bannerGroupOf("/rng")).toBe("rng");
    expect(bannerGroupOf("/elott")).toBe("lottery");
    expect(bannerGroupOf("/lottery")).toBe("lottery");
    expect(bannerGroupOf("/down")).toBe("download");
    expect(bannerGroupOf("/promotions")).toBe("promotion");
    expect(bannerGroupOf("/pointMall")).toBe("shop");
    expect(bannerGroupOf("/help/faq")).toBe("help");
    expect(bannerGroupOf("/sv3")).toBe("cockfight");
  });

  it("shows no carousel elsewhere", () => {
    expect(bannerGroupOf("/login")).toBeNull();
    expect(bannerGroupOf("/unknown")).toBeNull();
  });
});
