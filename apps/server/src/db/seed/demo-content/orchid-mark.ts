/** A petal pointing up from the origin, `length` long and `width` wide at its fullest. */
function petal(length: number, width: number): string {
  return `M0 0C${width} ${-length * 0.3} ${width * 0.8} ${-length} 0 ${-length}C${-width * 0.8} ${-length} ${-width} ${-length * 0.3} 0 0Z`;
}

/**
 * The Orchid flower mark drawn in a 64×64 box (three sepals, two petals, the lip and column).
 * `prefix` keeps gradient ids unique when the mark is embedded in a larger SVG.
 */
export function orchidMark(prefix: string): string {
  const id = (name: string) => `${prefix}-${name}`;
  return `<defs>
    <linearGradient id="${id("sepal")}" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#7c3aed"/><stop offset="1" stop-color="#c026d3"/>
    </linearGradient>
    <linearGradient id="${id("petal")}" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#a21caf"/><stop offset="1" stop-color="#f0abfc"/>
    </linearGradient>
    <linearGradient id="${id("lip")}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#db2777"/><stop offset="1" stop-color="#9d174d"/>
    </linearGradient>
  </defs>
  <g transform="translate(32 31)">
    <path d="${petal(28, 9)}" fill="url(#${id("sepal")})"/>
    <path d="${petal(27, 8)}" transform="rotate(145)" fill="url(#${id("sepal")})"/>
    <path d="${petal(27, 8)}" transform="rotate(-145)" fill="url(#${id("sepal")})"/>
    <path d="${petal(28, 15)}" transform="rotate(-78)" fill="url(#${id("petal")})"/>
    <path d="${petal(28, 15)}" transform="rotate(78)" fill="url(#${id("petal")})"/>
    <path d="M0 3C7 3 12 9 10 16C8 22 3 24 0 21C-3 24-8 22-10 16C-12 9-7 3 0 3Z" fill="url(#${id("lip")})"/>
    <path d="M0 8L2.5 12.5L0 16L-2.5 12.5Z" fill="#fbbf24"/>
    <ellipse cx="0" cy="-1" rx="3.2" ry="5" fill="#fff7ed"/>
  </g>`;
}
