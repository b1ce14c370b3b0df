import { LineIcon } from "../../ui/line-icon.tsx";

const LOCK = "M7 11V8a5 5 0 0 1 10 0v3M5.5 11h13v9h-13zM12 14.5v2";

/** The padlock on a price that takes no bets now. */
export function LockIcon({ size = 12 }: { size?: number }) {
  return <LineIcon d={LOCK} size={size} weight={2} />;
}
