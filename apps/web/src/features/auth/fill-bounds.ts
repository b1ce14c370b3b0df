/** Fills "(min)" and "(max)"; equal bounds read as one value ("6-6 digits" → "6 digits"). */
export function fillBounds(text: string, min?: number, max?: number): string {
  let out = text;
  if (min !== undefined && min === max) {
    out = out.replace(/\(min\)\s*(?:-|–|to|and)\s*\(max\)/g, String(min)).replace(/between\s+(\d+)/, "$1");
  }
  return out.replaceAll("(min)", String(min ?? "")).replaceAll("(max)", String(max ?? ""));
}
