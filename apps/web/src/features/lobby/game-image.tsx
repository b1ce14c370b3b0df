import { useEffect, useRef, useState } from "react";
import styles from "./game-tile.module.css";

/** Spec §9 lazy images: preload 1.3 screens ahead, fall back to the default icon after one attempt. */
const PRELOAD_MARGIN = "30%";

type TImageState = "waiting" | "loading" | "loaded" | "error";

/**
 * A game's art, fetched only when it nears the screen (IntersectionObserver, and the browser's
 * own `loading="lazy"` besides); a failed image shows the default game icon and is not retried.
 */
export function GameImage({ src, alt }: { src: string; alt: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TImageState>("waiting");

  useEffect(() => {
    const element = ref.current;
    if (!element || state !== "waiting") return;
    if (typeof IntersectionObserver === "undefined") return setState("loading");
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setState("loading");
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [state]);

  return (
    <div ref={ref} className={styles.art} data-image-state={state}>
      {state === "error" ? (
        <DefaultGameIcon />
      ) : (
        state !== "waiting" && (
          <img
            src={src}
            alt={alt}
            loading="lazy"
            decoding="async"
            draggable={false}
            onLoad={() => setState("loaded")}
            onError={() => setState("error")}
          />
        )
      )}
    </div>
  );
}

/** The default game icon: a slot machine's three reels. */
function DefaultGameIcon() {
  return (
    <svg viewBox="0 0 64 64" className={styles.fallback} aria-hidden="true" data-testid="game-image-fallback">
      <rect x="6" y="14" width="52" height="36" rx="8" fill="none" stroke="currentColor" strokeWidth="3" />
      <path d="M23 14v36M41 14v36" stroke="currentColor" strokeWidth="3" />
      <circle cx="14.5" cy="32" r="3.5" fill="currentColor" />
      <circle cx="32" cy="32" r="3.5" fill="currentColor" />
      <circle cx="49.5" cy="32" r="3.5" fill="currentColor" />
    </svg>
  );
}
