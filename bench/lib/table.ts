import type { TBenchResult } from "./bench-result.ts";

function formatValue(value: number, unit: string): string {
  if (unit === "ratio") return value.toFixed(3);
  if (unit === "bytes") return `${value.toLocaleString("en-US")} (${(value / 1024).toFixed(1)} KiB)`;
  return Number.isInteger(value) ? value.toLocaleString("en-US") : value.toFixed(2);
}

function formatBudget(result: TBenchResult, metric: string): string {
  const budget = result.budget;
  if (!budget || budget.metric !== metric) return "";
  const limits = [
    budget.max !== undefined ? `≤ ${formatValue(budget.max, budget.unit)}` : "",
    budget.min !== undefined ? `≥ ${formatValue(budget.min, budget.unit)}` : "",
  ];
  return limits.filter(Boolean).join(" and ");
}

/** One row per metric: bench, metric, value, unit, budget, verdict. */
export function printTable(results: TBenchResult[]): void {
  const rows: string[][] = [["bench", "metric", "value", "unit", "budget", ""]];
  for (const result of results) {
    for (const [metric, value] of Object.entries(result.metrics)) {
      const unit = result.units[metric] ?? "";
      rows.push([result.name, metric, formatValue(value, unit), unit, formatBudget(result, metric), ""]);
    }
    rows.push([result.name, "verdict", "", "", "", result.ok ? "ok" : "FAIL"]);
  }
  const widths =
    rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? "").length))) ?? [];
  for (const [index, row] of rows.entries()) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join("  ")
        .trimEnd(),
    );
    if (index === 0) console.log(widths.map((width) => "-".repeat(width)).join("  "));
  }
}
