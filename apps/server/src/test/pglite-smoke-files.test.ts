import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PGLITE_SMOKE_FILES } from "./pglite-smoke-files.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../../..");
const modulesDir = path.join(repoRoot, "apps/server/src/modules");
/** How a file says it runs on PGlite only. */
const PGLITE_ONLY =
  /(skipIf\(testDatabaseKind\(\) === "postgres"\)|runIf\(testDatabaseKind\(\) === "pglite"\))/;

function holdsIntegrationTest(dir: string): boolean {
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).some((name) =>
    name.endsWith(".integration.test.ts"),
  );
}

describe("the PGlite smoke suite", () => {
  it("names only files that exist, so a moved file is not silently dropped", () => {
    const missing = PGLITE_SMOKE_FILES.filter((file) => !existsSync(path.join(repoRoot, file)));
    expect(missing).toEqual([]);
  });

  it("walks one flow of every module that has integration tests", () => {
    const modules = readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && holdsIntegrationTest(path.join(modulesDir, entry.name)))
      .map((entry) => entry.name);
    const uncovered = modules.filter(
      (name) => !PGLITE_SMOKE_FILES.some((file) => file.startsWith(`apps/server/src/modules/${name}/`)),
    );
    expect(uncovered).toEqual([]);
  });

  it("holds every file that runs only on PGlite, which the PostgreSQL run skips", () => {
    const serverDir = path.join(repoRoot, "apps/server/src");
    const pgliteOnly = readdirSync(serverDir, { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".integration.test.ts"))
      .filter((name) => PGLITE_ONLY.test(readFileSync(path.join(serverDir, name), "utf8")))
      .map((name) => `apps/server/src/${name.split(path.sep).join("/")}`);
    expect(pgliteOnly.length).toBeGreaterThan(0);
    expect(pgliteOnly.filter((file) => !PGLITE_SMOKE_FILES.includes(file))).toEqual([]);
  });

  it("leaves the hostile-input sweeps to PostgreSQL", () => {
    expect(PGLITE_SMOKE_FILES.filter((file) => file.endsWith("bad-input.integration.test.ts"))).toEqual([]);
  });
});
