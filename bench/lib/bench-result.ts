/** A limit on one metric; `ok` is false when the measured value breaks it. */
export type TBudget = {
  metric: string;
  max?: number;
  min?: number;
  unit: string;
};

/** What every `*.bench.ts` returns; `run.ts` adds machine facts and writes it to results/. */
export type TBenchResult = {
  name: string;
  metrics: Record<string, number>;
  /** Unit of each metric, by metric name (`bytes`, `req/s`, `ms`, `ratio`). */
  units: Record<string, string>;
  budget?: TBudget;
  ok: boolean;
  notes: string[];
  /** Anything worth keeping beside the numbers (per-file sizes, raw tool output). */
  details?: Record<string, unknown>;
};

export type TBench = () => Promise<TBenchResult>;

/** True when `value` is within the budget (or there is none). */
export function withinBudget(budget: TBudget | undefined, value: number | undefined): boolean {
  if (!budget) return true;
  if (value === undefined || Number.isNaN(value)) return false;
  if (budget.max !== undefined && value > budget.max) return false;
  if (budget.min !== undefined && value < budget.min) return false;
  return true;
}
