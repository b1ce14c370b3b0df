import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const PACKAGE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// Built from parts so this file does not match its own search.
const FORBIDDEN = new RegExp(["Math", "random"].join("\\s*\\.\\s*"));

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name === "out" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("randomness comes only from the package's random sources", () => {
  it("never calls the language's built-in, unseeded and non-cryptographic generator", () => {
    const files = sourceFiles(PACKAGE_DIR);
    expect(files.length).toBeGreaterThan(10);
    const offenders = files.filter((file) => FORBIDDEN.test(readFileSync(file, "utf8")));
    expect(offenders.map((file) => path.relative(PACKAGE_DIR, file))).toEqual([]);
  });
});
