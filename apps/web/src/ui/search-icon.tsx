import { LineIcon } from "./line-icon.tsx";

const MAGNIFIER = "M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4";

/** The magnifier at the start of a search field. */
export function SearchIcon({ size }: { size: number }) {
  return <LineIcon d={MAGNIFIER} size={size} weight={2} />;
}
