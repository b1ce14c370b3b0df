import { describe, expect, it } from "vitest";
import { needsLogin } from "./login-guard.ts";
import { routeStyleOf } from "./route-style.ts";

describe("main region style name", () => {
  it("is the path without its leading slash, home for /", () => {
    expect(routeStyleOf("/")).toBe("home");
    expect(routeStyleOf("/rng")).toBe("rng");
    expect(routeStyleOf("/index.html")).toBe("index.html");
    expect(routeStyleOf("/help/faq/")).toBe("help/faq");
  });
});

describe("log-in-to-home guard", () => {
  it("lets everyone through when the flag is off", () => {
    expect(needsLogin("/rng", false, false)).toBe(false);
  });

  it("sends visitors without a session to /login", () => {
    expect(needsLogin("/", false, true)).toBe(true);
    expect(needsLogin("/promotions", false, true)).toBe(true);
  });

  it("keeps the exceptions open", () => {
    for (const path of ["/login", "/register", "/register.html", "/helpmc", "/download", "/register/"]) {
      expect(needsLogin(path, false, true)).toBe(false);
    }
  });

  it("lets members through", () => {
    expect(needsLogin("/rng", true, true)).toBe(false);
  });
});
