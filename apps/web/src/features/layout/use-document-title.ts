import { useEffect } from "react";
import { useSiteInfo } from "../system-status/site-info-context.ts";

/** Sets the document title to "page · merchant" while the page shows. */
export function useDocumentTitle(title: string): void {
  const siteName = useSiteInfo().info.whitelabel.name;
  useEffect(() => {
    document.title = title ? `${title} · ${siteName}` : siteName;
  }, [title, siteName]);
}
