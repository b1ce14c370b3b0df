import { BOOK_SPORTS } from "@orchid/contract/sportsbook";
import { HallPage } from "./hall-page.tsx";

/** `/fbsports`: the sports game page, Orchid's whole book (every sport) across the page with its slip. */
export function FbSportsPage() {
  return <HallPage gameType="SPORTS" titleKey="sb_game_title" sports={BOOK_SPORTS} providers={[]} isFull />;
}
