import type { TBoGame } from "@orchid/contract/backoffice-games";
import { useState } from "react";
import styles from "./games.module.css";

/**
 * A game's tile, small: the uploaded image, else the drawn one the site shows. A switched-off game
 * has no public tile, so its initials stand in.
 */
export function GameThumb(props: { game: TBoGame; name: string; className?: string }) {
  const src = props.game.uploadedImageUrl ?? props.game.imageUrl;
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    const initials = props.name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => [...word][0]?.toUpperCase() ?? "")
      .join("");
    return (
      <span className={props.className ?? styles.thumbFallback} aria-hidden="true">
        {initials}
      </span>
    );
  }
  return (
    <img
      className={props.className ?? styles.thumb}
      src={src}
      alt=""
      loading="lazy"
      width={44}
      height={44}
      onError={() => setFailedSrc(src)}
    />
  );
}
