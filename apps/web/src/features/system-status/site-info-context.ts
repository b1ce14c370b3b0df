import type { TPermissionInfo } from "@orchid/contract/system";
import { createContext, useContext } from "react";

export type TSiteInfo = {
  info: TPermissionInfo;
  /** Settings-tree toggles that are effectively on (DIRECTREG3, HEADERBOTTOM, …). */
  toggles: ReadonlySet<string>;
};

export const SiteInfoContext = createContext<TSiteInfo | null>(null);

/** The merchant's permission info; only rendered below the start-up gate, which provides it. */
export function useSiteInfo(): TSiteInfo {
  const value = useContext(SiteInfoContext);
  if (!value) throw new Error("useSiteInfo outside the start-up gate");
  return value;
}
