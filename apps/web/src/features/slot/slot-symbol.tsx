import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

const OUTLINE = { stroke: "#1b1030", strokeWidth: 3, strokeLinejoin: "round" } as const;

function Rank({ text, gradient }: { text: string; gradient: string }) {
  return (
    <text
      x="50"
      y="70"
      textAnchor="middle"
      fontSize={text.length > 1 ? 50 : 60}
      fontWeight="900"
      fontFamily="Georgia, 'Times New Roman', serif"
      fill={`url(#slot-${gradient})`}
      paintOrder="stroke"
      {...OUTLINE}
      strokeWidth={5}
    >
      {text}
    </text>
  );
}

/** The wild: a burst carrying the word for "wild" in the player's language, squeezed to fit. */
function Wild() {
  const { t } = useTranslation();
  const label = t("slot_wild_tag");
  return (
    <>
      <path
        d="M50 6l11 20 22-6-6 22 19 12-19 12 6 22-22-6-11 20-11-20-22 6 6-22L4 54l19-12-6-22 22 6z"
        fill="url(#slot-wild)"
        {...OUTLINE}
      />
      <text
        x="50"
        y="59"
        textAnchor="middle"
        fontSize="22"
        fontWeight="900"
        fill="#fff"
        paintOrder="stroke"
        stroke="#3a0f5c"
        strokeWidth="4"
        textLength={label.length > 4 ? 70 : undefined}
        lengthAdjust="spacingAndGlyphs"
      >
        {label}
      </text>
    </>
  );
}

/** Drawings of the symbol ids every Orchid slot model uses; others show their id. */
const GLYPHS: Record<string, ReactNode> = {
  W: <Wild />,
  S: (
    <>
      <circle cx="50" cy="50" r="46" fill="url(#slot-glow)" />
      <path d="M50 8l10 29 31 1-25 19 9 30-25-18-25 18 9-30L9 38l31-1z" fill="url(#slot-gold)" {...OUTLINE} />
      <circle cx="50" cy="52" r="9" fill="#fff8d6" opacity="0.9" />
    </>
  ),
  C: (
    <>
      <path d="M14 72L8 28l22 18 20-30 20 30 22-18-6 44z" fill="url(#slot-gold)" {...OUTLINE} />
      <rect x="14" y="72" width="72" height="14" rx="4" fill="url(#slot-gold)" {...OUTLINE} />
      <circle cx="50" cy="56" r="7" fill="#e8204f" stroke="#1b1030" strokeWidth="2.5" />
      <circle cx="28" cy="62" r="5" fill="#1aa3e8" stroke="#1b1030" strokeWidth="2.5" />
      <circle cx="72" cy="62" r="5" fill="#13a05a" stroke="#1b1030" strokeWidth="2.5" />
    </>
  ),
  G: (
    <>
      <path d="M28 16h44l20 24-42 48L8 40z" fill="url(#slot-gem)" {...OUTLINE} />
      <path
        d="M8 40h84M28 16l10 24 12 48 12-48 10-24M38 40l12-24 12 24"
        fill="none"
        stroke="#0b4f7a"
        strokeWidth="2.5"
      />
      <path d="M30 22l-8 12" stroke="#fff" strokeWidth="4" strokeLinecap="round" opacity="0.8" />
    </>
  ),
  B: (
    <>
      <path
        d="M50 12c-18 0-26 14-26 32v16l-10 14h72L76 60V44c0-18-8-32-26-32z"
        fill="url(#slot-bell)"
        {...OUTLINE}
      />
      <circle cx="50" cy="82" r="8" fill="url(#slot-bell)" {...OUTLINE} />
      <path
        d="M36 30c3-6 8-9 14-10"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        opacity="0.75"
        fill="none"
      />
    </>
  ),
  P: (
    <>
      <path
        d="M10 74c8-14 24-20 40-20s32 6 40 20c-12 10-26 14-40 14s-28-4-40-14z"
        fill="#f2a5c5"
        {...OUTLINE}
      />
      <circle cx="50" cy="46" r="26" fill="url(#slot-pearl)" {...OUTLINE} />
      <circle cx="41" cy="37" r="7" fill="#fff" opacity="0.9" />
    </>
  ),
  A: <Rank text="A" gradient="ace" />,
  K: <Rank text="K" gradient="king" />,
  Q: <Rank text="Q" gradient="queen" />,
  J: <Rank text="J" gradient="jack" />,
  T: <Rank text="10" gradient="ten" />,
  N: <Rank text="9" gradient="nine" />,
};

/** One symbol of the reels or the paytable, drawn in SVG (no images). */
export function SlotSymbol({ id, label, className }: { id: string; label?: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 100 100"
      className={className}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-symbol={id}
    >
      {GLYPHS[id] ?? <Rank text={id.slice(0, 2)} gradient="gold" />}
    </svg>
  );
}
