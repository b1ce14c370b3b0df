import { useState } from "react";
import type { TPeriod } from "./period-query.ts";

/** A record page's period, starting at the last 7 days (the API's default). */
export function usePeriod() {
  return useState<TPeriod>({ preset: "last7", from: "", to: "" });
}
