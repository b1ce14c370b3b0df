/**
 * The in-play delay travels in milliseconds (0–30,000); operators read and type seconds with up
 * to three decimals, converted by string arithmetic.
 */

export const DELAY_MAX_MS = 30_000;

const SECONDS = /^(\d{1,2})(?:\.(\d{0,3}))?$/;

/** Milliseconds as seconds, without trailing zeros (3000 → "3", 2500 → "2.5", 1250 → "1.25"). */
export function formatSeconds(ms: number): string {
  const whole = Math.floor(ms / 1000);
  const fraction = String(ms % 1000)
    .padStart(3, "0")
    .replace(/0+$/, "");
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** Seconds as typed ("3", "2.5") as milliseconds from 0 to 30 s, or null. */
export function parseSeconds(text: string): number | null {
  const match = SECONDS.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return ms <= DELAY_MAX_MS ? ms : null;
}
