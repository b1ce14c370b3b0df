import type { TGameType } from "@orchid/contract/games";
import { vendorImagePath } from "@orchid/contract/vendor-image";
import { useState } from "react";
import { VendorBadge } from "../lobby/vendor-badge.tsx";
import styles from "./vendor-logo.module.css";

type TVendorLogoProps = { gameType: TGameType; vassalage: string; className?: string };

/**
 * A vendor's image (spec §9: the image address plus game type and vendor), loaded lazily; a
 * vendor without one (the server answers 404) keeps its coloured letter badge. Decorative: the
 * vendor's name is always written beside it.
 */
export function VendorLogo({ gameType, vassalage, className }: TVendorLogoProps) {
  const [hasFailed, setHasFailed] = useState(false);
  return (
    <span className={`${styles.logo} ${className ?? ""}`} data-testid="vendor-logo">
      {hasFailed ? (
        <VendorBadge code={vassalage} />
      ) : (
        <img
          src={vendorImagePath(gameType, vassalage)}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onError={() => setHasFailed(true)}
        />
      )}
    </span>
  );
}
