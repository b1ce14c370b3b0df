import { enabledToggles } from "@orchid/contract/settings-toggles";
import { describe, expect, it } from "vitest";
import { DEMO_SETTINGS_TREE } from "../../db/seed/demo-settings.ts";
import { setToggle } from "./set-toggle.ts";

describe("settings toggles", () => {
  it("switches a nested toggle without touching the original tree", () => {
    const next = setToggle(DEMO_SETTINGS_TREE, "LOGINTOHOME", true);
    expect(next && enabledToggles(next).has("LOGINTOHOME")).toBe(true);
    expect(enabledToggles(DEMO_SETTINGS_TREE).has("LOGINTOHOME")).toBe(false);
  });

  it("turns children off with their parent", () => {
    const next = setToggle(DEMO_SETTINGS_TREE, "MOBILENUMREG3", false);
    const on = next ? enabledToggles(next) : new Set<string>();
    expect(on.has("REGMOBVERF3")).toBe(false);
    expect(on.has("DIRECTREG3")).toBe(true);
  });

  it("answers null for an unknown id", () => {
    expect(setToggle(DEMO_SETTINGS_TREE, "NOPE", true)).toBeNull();
  });

  it("the demo tree carries every toggle the spec names", () => {
    const ids = new Set<string>();
    const walk = (nodes: typeof DEMO_SETTINGS_TREE) => {
      for (const n of nodes) {
        ids.add(n.modId);
        walk(n.childrenNodes);
      }
    };
    walk(DEMO_SETTINGS_TREE);
    for (const id of [
      "DIRECTREG3",
      "MOBILENUMREG3",
      "REGMOBVERF3",
      "MOBILENUMPASSREG3",
      "USERNAMEREG3",
      "FREEPLAY3",
      "PWDEXPFORCECHANGE3",
      "MOBILEVERCODELOGIN3",
      "MOBILEVERCODELOGIN",
      "CHNGPASSVERIF3",
    ]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
