import { useEffect } from "react";

let locks = 0;

/** Locks page scrolling while any caller is active (nested modals count). */
export function useScrollLock(isActive: boolean): void {
  useEffect(() => {
    if (!isActive) return;
    locks += 1;
    document.documentElement.style.overflow = "hidden";
    return () => {
      locks -= 1;
      if (locks === 0) document.documentElement.style.overflow = "";
    };
  }, [isActive]);
}
