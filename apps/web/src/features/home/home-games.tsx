import { EGameSearch } from "./egame-search.tsx";
import { PopularGames } from "./popular-games.tsx";
import { VendorSlider } from "./vendor-slider.tsx";
import { WinnerBoard } from "./winner-board.tsx";

/** The home page's game sections, loaded together once the visitor scrolls near them. */
export function HomeGames() {
  return (
    <>
      <EGameSearch />
      <VendorSlider />
      <PopularGames />
      <WinnerBoard />
    </>
  );
}
