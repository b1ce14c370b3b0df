import { HallPage } from "./hall-page.tsx";

const SPORTS = ["football", "basketball"] as const;

/** `/sports`: the sports hall (football and basketball), with any other sports vendors beside it. */
export function SportsPage() {
  return <HallPage gameType="SPORTS" titleKey="nav_sports" sports={SPORTS} providers={null} />;
}
