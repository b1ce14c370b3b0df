import { afterEach, describe, expect, it } from "vitest";
import { deviceId, forgetDeviceId } from "./device-id.ts";

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

afterEach(() => forgetDeviceId());

describe("deviceId", () => {
  it("keeps one random id per browser", () => {
    const storage = memoryStorage();
    const first = deviceId(storage);
    expect(first).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    forgetDeviceId();
    expect(deviceId(storage)).toBe(first);
  });

  it("replaces a stored value the server would ignore", () => {
    const storage = memoryStorage({ "orchid.device": "bad id!" });
    const id = deviceId(storage);
    expect(id).not.toBe("bad id!");
    expect(storage.items.get("orchid.device")).toBe(id);
  });

  it("works without storage", () => {
    expect(deviceId(null)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });
});
