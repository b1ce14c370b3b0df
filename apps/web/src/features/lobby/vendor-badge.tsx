import styles from "./vendor-strip.module.css";

/** A hue from the vendor code, so each vendor keeps its colour. */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

/** A vendor's icon: its code's first letters on a gradient of its own hue. */
export function VendorBadge({ code }: { code: string }) {
  const hue = hueOf(code);
  return (
    <span
      className={styles.badge}
      aria-hidden="true"
      style={{ background: `linear-gradient(135deg, hsl(${hue} 75% 58%), hsl(${(hue + 40) % 360} 70% 40%))` }}
    >
      {code.slice(0, 2)}
    </span>
  );
}
