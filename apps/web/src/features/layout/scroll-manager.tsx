import { useEffect } from "react";
import { useLocation } from "react-router";

/** On navigation, scroll to the hash target when there is one, else to the top (spec §2). */
export function ScrollManager() {
  const location = useLocation();

  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target) target.scrollIntoView({ block: "start" });
    else window.scrollTo(0, 0);
  }, [location]);

  return null;
}
