import { describe, expect, it } from "vitest";
import { hostNameOf } from "./host-name.ts";

describe("hostNameOf", () => {
  it("strips port, case, brackets and trailing dot", () => {
    expect(hostNameOf("Demo.Example.COM:8080")).toBe("demo.example.com");
    expect(hostNameOf("[::1]:8080")).toBe("::1");
    expect(hostNameOf("localhost.")).toBe("localhost");
    expect(hostNameOf("https://site.example/path?x=1")).toBe("site.example");
  });

  it("refuses empty and malformed input", () => {
    expect(hostNameOf("")).toBeNull();
    expect(hostNameOf(undefined)).toBeNull();
    expect(hostNameOf("http://")).toBeNull();
    expect(hostNameOf("a b")).toBeNull();
  });
});
