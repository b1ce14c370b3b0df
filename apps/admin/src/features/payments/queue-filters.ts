import { PERIOD_PRESETS, type TPeriodPreset } from "../../ui/period-presets.ts";

/** What a queue screen is filtered by; kept in the address so a reload or a shared link shows the same. */
export type TQueueFilters<S extends string> = {
  status: S | undefined;
  q: string;
  preset: TPeriodPreset;
  from: string;
  to: string;
  page: number;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters named in the address; anything unknown there reads as its default. */
export function readQueueFilters<S extends string>(
  params: URLSearchParams,
  statuses: readonly S[],
): TQueueFilters<S> {
  const status = statuses.find((known) => known === params.get("status"));
  const preset = PERIOD_PRESETS.find((known) => known === params.get("preset")) ?? "last7";
  const day = (name: string) => {
    const value = params.get(name) ?? "";
    return DAY.test(value) ? value : "";
  };
  return {
    status,
    q: params.get("q") ?? "",
    preset,
    from: preset === "custom" ? day("from") : "",
    to: preset === "custom" ? day("to") : "",
    page: Math.max(1, Math.floor(Number(params.get("page"))) || 1),
  };
}

/** The address of the filters: only what differs from the defaults. */
export function writeQueueFilters<S extends string>(filters: TQueueFilters<S>): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status) out.status = filters.status;
  if (filters.q.trim()) out.q = filters.q.trim();
  if (filters.preset !== "last7") out.preset = filters.preset;
  if (filters.preset === "custom" && filters.from) out.from = filters.from;
  if (filters.preset === "custom" && filters.to) out.to = filters.to;
  if (filters.page > 1) out.page = String(filters.page);
  return out;
}

/** A custom period needs both days before the queue can be asked for it. */
export function isQueryable<S extends string>(filters: TQueueFilters<S>): boolean {
  return filters.preset !== "custom" || Boolean(filters.from && filters.to);
}

/** The queue call's input for these filters (20 rows a page). */
export function queueInput<S extends string>(filters: TQueueFilters<S>) {
  return {
    status: filters.status,
    q: filters.q.trim() || undefined,
    preset: filters.preset,
    from: filters.preset === "custom" ? filters.from || undefined : undefined,
    to: filters.preset === "custom" ? filters.to || undefined : undefined,
    page: filters.page,
    pageSize: 20,
  };
}
