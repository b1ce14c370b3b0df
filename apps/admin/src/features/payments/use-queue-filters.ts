import { useSearchParams } from "react-router";
import { readQueueFilters, type TQueueFilters, writeQueueFilters } from "./queue-filters.ts";

/**
 * A queue screen's filters, read from and written to the address. Changing any filter goes back
 * to the first page; changing only the page keeps the rest.
 */
export function useQueueFilters<S extends string>(statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const filters = readQueueFilters(params, statuses);
  return {
    filters,
    update: (patch: Partial<TQueueFilters<S>>) =>
      setParams(writeQueueFilters({ ...filters, page: 1, ...patch })),
  };
}
