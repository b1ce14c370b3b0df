/** Gradients every symbol glyph paints with; drawn once on the slot page. */
const GRADIENTS: [id: string, from: string, to: string][] = [
  ["gold", "#fff1a8", "#e39b12"],
  ["wild", "#ff7ae0", "#7b2ff7"],
  ["gem", "#b8fbff", "#1aa3e8"],
  ["bell", "#ffe08a", "#f08a1c"],
  ["ace", "#ff8a8a", "#d3173b"],
  ["king", "#8ac8ff", "#2453d6"],
  ["queen", "#f1a7ff", "#9b2bd1"],
  ["jack", "#9dfbb5", "#13a05a"],
  ["ten", "#ffd28a", "#e0661b"],
  ["nine", "#98f3ec", "#119c9a"],
];

export function SlotSymbolDefs() {
  return (
    <svg width="0" height="0" style={{ position: "absolute" }} aria-hidden="true" focusable="false">
      <defs>
        {GRADIENTS.map(([id, from, to]) => (
          <linearGradient key={id} id={`slot-${id}`} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={from} />
            <stop offset="1" stopColor={to} />
          </linearGradient>
        ))}
        <radialGradient id="slot-pearl" cx="0.38" cy="0.34" r="0.7">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.55" stopColor="#f3dcef" />
          <stop offset="1" stopColor="#b58bc4" />
        </radialGradient>
        <radialGradient id="slot-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6b0" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffb300" stopOpacity="0" />
        </radialGradient>
      </defs>
    </svg>
  );
}
