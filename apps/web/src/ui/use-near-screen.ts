import { type RefObject, useEffect, useState } from "react";

/** How near the screen an element counts as near: its code starts loading before it shows. */
const NEAR_MARGIN = "150px";
/**
 * Near the screen without the visitor scrolling, it must stay so this long: while a page fills
 * in (banners arriving above), content is pushed down past the first screen within moments.
 */
const UNSCROLLED_DWELL_MS = 1500;

/**
 * Whether an element has come near the screen; once true it stays true. Content below the fold
 * loads its code when the visitor scrolls towards it, not with the page. Watching starts once
 * `isSettled` (the content above has arrived); an element near the screen before any scrolling
 * counts once it has stayed there for a moment.
 */
export function useNearScreen(ref: RefObject<HTMLElement | null>, isSettled = true): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || isNear || !isSettled) return;
    if (typeof IntersectionObserver === "undefined") return setIsNear(true);
    let dwell: number | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        window.clearTimeout(dwell);
        if (!entries.some((entry) => entry.isIntersecting)) return;
        if (window.scrollY > 0) setIsNear(true);
        else dwell = window.setTimeout(() => setIsNear(true), UNSCROLLED_DWELL_MS);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.clearTimeout(dwell);
    };
  }, [ref, isNear, isSettled]);
  return isNear;
}
