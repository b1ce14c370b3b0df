import { useState } from "react";
import styles from "./points.module.css";

/** A product's image, small; without one (or when it fails to load) a gift mark stands in. */
export function ProductThumb(props: { url: string | null; className?: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!props.url || failedUrl === props.url)
    return (
      <span
        className={props.className ? `${styles.thumbFallback} ${props.className}` : styles.thumbFallback}
        aria-hidden="true"
      >
        🎁
      </span>
    );
  return (
    <img
      className={props.className ?? styles.thumb}
      src={props.url}
      alt=""
      loading="lazy"
      width={44}
      height={44}
      onError={() => setFailedUrl(props.url)}
    />
  );
}
