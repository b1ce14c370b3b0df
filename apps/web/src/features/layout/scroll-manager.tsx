import { useEffect } from "react";
import { useLocation } from "react-router";

/**
 * On navigation, scroll to the hash target when there is one, else to the top (spec §2). An
 * address kept in step with what the page shows (a lobby's `?page=` tab) carries `keepScroll`
 * and moves nothing.
 */
export function ScrollManager() {
  const location = useLocation();

  useEffect(() => {
    if ((location.state as { keepScroll?: boolean } | null)?.keepScroll) return;
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: "start" });
    else window.scrollTo(0, 0);
  }, [location]);

  return null;
}
