import { useSyncExternalStore } from "react";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia?.(QUERY);
  media?.addEventListener("change", onChange);
  return () => media?.removeEventListener("change", onChange);
}

const isReduced = () => window.matchMedia?.(QUERY).matches ?? false;

/**
 * Whether the visitor asked for less motion (the system's reduced-motion setting), kept current
 * when it changes: carousels then stay where the visitor put them instead of moving by themselves.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, isReduced, () => false);
}
