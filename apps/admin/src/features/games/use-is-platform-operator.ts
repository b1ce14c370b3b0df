import { useConsoleStore } from "../../store/console-store.ts";

/** Whether the signed-in operator is a platform operator (no merchant of its own). */
export function useIsPlatformOperator(): boolean {
  return useConsoleStore((state) => state.operator?.merchantCode === null);
}
