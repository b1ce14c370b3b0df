import { describe, expect, it } from "vitest";
import { slowestFilesTable } from "./slowest-files-reporter.ts";

describe("the slowest test files table", () => {
  it("names the ten slowest files, slowest first, in seconds with their project", () => {
    const times = Array.from({ length: 12 }, (_, i) => ({
      project: i % 2 ? "unit" : "integration-postgres",
      file: `file-${i}.test.ts`,
      ms: i * 1_000 + 250,
    }));
    const lines = slowestFilesTable(times).split("\n");
    expect(lines[0]).toBe("Slowest 10 test files");
    expect(lines).toHaveLength(11);
    expect(lines[1]).toMatch(/^\s+11\.3s\s+unit\s+file-11\.test\.ts$/);
    expect(lines[10]).toMatch(/^\s+2\.3s\s+integration-postgres\s+file-2\.test\.ts$/);
  });

  it("prints nothing when no file ran", () => {
    expect(slowestFilesTable([])).toBe("");
  });
});
