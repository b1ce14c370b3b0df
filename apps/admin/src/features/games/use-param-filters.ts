import { useSearchParams } from "react-router";

/**
 * A screen's filters kept in the address (so a reload or a shared link shows the same): each named
 * filter as text ("" when unset) and the page. Changing a filter goes back to the first page.
 */
export function useParamFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ""])) as Record<K, string>;
  const page = Math.max(1, Math.floor(Number(params.get("page"))) || 1);
  return {
    values,
    page,
    update: (patch: Partial<Record<K, string>>, nextPage = 1) => {
      const next: Record<string, string> = {};
      for (const [key, value] of Object.entries({ ...values, ...patch }))
        if (typeof value === "string" && value.trim()) next[key] = value.trim();
      if (nextPage > 1) next.page = String(nextPage);
      setParams(next);
    },
    goTo: (nextPage: number) => {
      const next: Record<string, string> = {};
      for (const [key, value] of Object.entries(values)) if (value) next[key] = value as string;
      if (nextPage > 1) next.page = String(nextPage);
      setParams(next);
    },
  };
}

/** A filter's text when it is one of the allowed values, else undefined. */
export function oneOf<T extends string>(value: string, allowed: readonly T[]): T | undefined {
  return allowed.find((known) => known === value);
}

/** A filter's text as a positive whole number, else undefined. */
export function wholeNumber(value: string): number | undefined {
  const number = Number(value);
  return /^\d{1,15}$/.test(value) && number > 0 ? number : undefined;
}
