import { z } from "zod";
import type { TSettingsNode } from "./settings-toggles.ts";

/** Validates a settings tree received from an operator or stored in the database. */
export const ZSettingsNode: z.ZodType<TSettingsNode> = z.lazy(() =>
  z.object({
    modId: z.string().min(1).max(64),
    enabled: z.enum(["0", "1"]),
    childrenNodes: z.array(ZSettingsNode),
  }),
);
