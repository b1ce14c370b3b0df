import { useEffect } from "react";

/** Calls close after timeoutMs (when given) unless the component unmounts first. */
export function useAutoClose(timeoutMs: number | undefined, close: () => void): void {
  useEffect(() => {
    if (!timeoutMs) return;
    const timer = window.setTimeout(close, timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs, close]);
}
