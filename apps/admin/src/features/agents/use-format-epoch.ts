import { useCallback } from "react";
import { useFormatDateTime, useFormatShortDateTime } from "../../i18n/use-format.ts";

/**
 * The agent calls answer times as epoch milliseconds: this shows them like every console time,
 * in the merchant's zone with its offset ("—" for none); `full` adds the seconds.
 */
export function useFormatEpoch(full = false): (epochMs: number | null | undefined) => string {
  const short = useFormatShortDateTime();
  const long = useFormatDateTime();
  const format = full ? long : short;
  return useCallback(
    (epochMs) => (typeof epochMs === "number" ? format(new Date(epochMs).toISOString()) : "—"),
    [format],
  );
}
