import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ERROR_CODES } from "@orchid/contract/error-codes";
import { describe, expect, it } from "vitest";

const here = path.dirname(new URL(import.meta.url).pathname);
const src = path.resolve(here, "..");
const repo = path.resolve(src, "../../..");

function readCatalogue(language: "EN" | "CN"): Record<string, string> {
  const dir = path.join(here, "locales", language);
  const site = JSON.parse(readFileSync(path.join(repo, "packages/i18n/locales", `${language}.json`), "utf8"));
  const parts = readdirSync(dir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")));
  return Object.assign({}, site, ...parts);
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{[a-zA-Z]+\}/g)].map((m) => m[0]).sort();

describe("console catalogues", () => {
  const en = readCatalogue("EN");
  const cn = readCatalogue("CN");

  it("has the same keys and placeholders in English and Chinese", () => {
    expect(Object.keys(cn).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(en))
      expect(placeholders(cn[key] ?? ""), key).toEqual(placeholders(text));
  });

  it("translates every error the API can answer", () => {
    for (const { key } of Object.values(ERROR_CODES)) {
      expect(en[key], key).toBeTruthy();
      expect(cn[key], key).toBeTruthy();
    }
  });

  it("translates every literal key the console's code uses, and every err_ message of the console contract", () => {
    const used = new Set<string>();
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, "utf8").matchAll(/["'`]((?:bo|err)_[a-z0-9_]+)["'`]/g))
        used.add(match[1] ?? "");
    }
    const contract = path.join(repo, "packages/contract/src");
    for (const file of readdirSync(contract).filter((name) => name.startsWith("backoffice"))) {
      for (const match of readFileSync(path.join(contract, file), "utf8").matchAll(/"(err_[a-z0-9_]+)"/g))
        used.add(match[1] ?? "");
    }
    const missing = [...used].filter((key) => !en[key]);
    expect(missing).toEqual([]);
  });
});
