import { gameArt } from "./game-art.ts";

/** A game's drawn SVG tile as the image route sends it. */
export function drawnTile(game: {
  id: number | string;
  name: string;
  vendor_name: string;
  game_type: string;
}) {
  const { svg, etag } = gameArt({
    id: Number(game.id),
    name: game.name,
    vendorName: game.vendor_name,
    gameType: game.game_type,
  });
  return { body: svg, etag, type: "image/svg+xml" };
}
