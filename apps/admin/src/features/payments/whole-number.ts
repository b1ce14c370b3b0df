/** A whole number typed in a form, when it lies in [min, max]; null for anything else. */
export function wholeNumberIn(text: string, min: number, max: number): number | null {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value >= min && value <= max ? value : null;
}
