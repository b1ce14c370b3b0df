import { useTranslation } from "react-i18next";
import styles from "./house-clip.module.css";

/** One fighting cock facing right, in a 100 × 100 box (the other one is this one mirrored). */
function Cock({ className }: { className: string | undefined }) {
  return (
    <g className={className}>
      <path d="M27 53C15 45 7 31 11 14c4 15 11 24 20 30z" />
      <path d="M25 59C9 55 2 41 4 27c7 14 15 21 26 23z" />
      <path d="M24 64C11 64 4 56 2 46c8 8 16 11 24 11z" />
      <ellipse cx="46" cy="58" rx="24" ry="16" />
      <path d="M56 50c5-9 5-17 9-25l11 2c0 10-4 19-10 27z" />
      <circle cx="71" cy="23" r="7" />
      <path d="M64 18c-1-6 4-6 4-3 0-6 5-5 4-1 3-5 8-2 4 3z" className={styles.comb} />
      <path d="M77 20l9 3-9 3z" className={styles.beak} />
      <path d="M71 28c3 6-1 8-3 2z" className={styles.comb} />
      <path
        d="M40 72l-2 14-6 4m6-4 6 4M53 72l2 14-6 4m6-4 6 4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="73" cy="21.5" r="1.4" className={styles.eye} />
    </g>
  );
}

/**
 * The house clip the video area loops while the operator has no stream: two cocks squaring up
 * in the pit, drawn and animated here (no file to fetch). Still when the visitor asks for less
 * motion.
 */
export function HouseClip() {
  const { t } = useTranslation();
  return (
    <div className={styles.clip} data-testid="sabong-house-clip">
      <svg viewBox="0 0 320 180" className={styles.svg} role="img" aria-label={t("sabong_house_clip")}>
        <defs>
          <radialGradient id="sabong-pit" cx="50%" cy="75%" r="60%">
            <stop offset="0%" stopColor="#6b4a2b" />
            <stop offset="70%" stopColor="#3b2817" />
            <stop offset="100%" stopColor="#1a120a" />
          </radialGradient>
          <radialGradient id="sabong-light" cx="50%" cy="0%" r="80%">
            <stop offset="0%" stopColor="#fff6d6" stopOpacity="0.35" />
            <stop offset="100%" stopColor="#fff6d6" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="320" height="180" fill="#0b0a12" />
        <ellipse cx="160" cy="150" rx="170" ry="46" fill="url(#sabong-pit)" />
        <ellipse cx="160" cy="150" rx="150" ry="36" fill="none" stroke="#c9a46a" strokeOpacity="0.35" />
        <rect width="320" height="180" fill="url(#sabong-light)" />
        <g className={styles.dust}>
          <circle cx="150" cy="140" r="3" />
          <circle cx="166" cy="136" r="2" />
          <circle cx="158" cy="146" r="2.5" />
          <circle cx="172" cy="143" r="1.8" />
        </g>
        <g transform="translate(62 62)">
          <g className={styles.meron}>
            <Cock className={styles.body} />
          </g>
        </g>
        <g transform="translate(258 62) scale(-1 1)">
          <g className={styles.wala}>
            <Cock className={styles.body} />
          </g>
        </g>
        <g className={styles.feathers}>
          <path d="M156 92c4-6 9-6 12-3-5 0-8 2-12 3z" />
          <path d="M170 104c2-5 7-6 10-4-4 1-7 2-10 4z" />
        </g>
      </svg>
      <p className={styles.caption}>{t("sabong_house_caption")}</p>
    </div>
  );
}
