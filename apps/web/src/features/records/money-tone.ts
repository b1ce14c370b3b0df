import centre from "../../ui/centre-page.module.css";

/** Green for a gain, red for a loss, plain for nothing. */
export function toneOf(minor: number): string {
  if (minor > 0) return centre.positive ?? "";
  return minor < 0 ? (centre.negative ?? "") : "";
}
