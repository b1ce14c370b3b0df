import { useState } from "react";
import { LineIcon } from "../../ui/line-icon.tsx";

/** A wrapped gift: the neutral art of a product without an image (or whose image failed). */
const GIFT =
  "M4 10h16v4H4zM5.5 14h13v6h-13zM12 10v10M12 10c-1.5-3-5.5-4-5.5-1.5S10 10 12 10zM12 10c1.5-3 5.5-4 5.5-1.5S14 10 12 10z";

/**
 * A product's picture, loaded lazily, or the neutral gift art when it has none or it fails to
 * load (not retried). The name is written beside it, so the picture is decorative.
 */
export function ProductArt({ src, size }: { src: string | null; size: number }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <LineIcon d={GIFT} size={size} weight={1.4} />;
  return <img src={src} alt="" loading="lazy" decoding="async" onError={() => setFailedSrc(src)} />;
}
