import { parseArgs } from "node:util";
import { verifyDraw } from "../src/lottery/verify-draw.ts";

const USAGE = `usage (from the repository root or packages/games):
  npm run lottery:verify -- --family <family> --draw <game>:<issue> --seed <hex> --commitment <hex> [--result '<json>']
families: vn_north, vn_south, four_d, ssc5d, pk10, k3, x11x5 (the draw page names its family)`;

/**
 * Recomputes an in-house draw from its revealed seed (docs/decisions/0020): checks the seed
 * against the commitment published before the draw opened, prints the result the seed gives and,
 * given the announced result, whether they are the same. Exit code 1 when anything disagrees.
 */
function main(): number {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      options: {
        family: { type: "string" },
        draw: { type: "string" },
        seed: { type: "string" },
        commitment: { type: "string" },
        result: { type: "string" },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  const { family, draw, seed, commitment, result } = values;
  if (!family || !draw || !seed || !commitment) {
    console.error(USAGE);
    return 2;
  }
  const verdict = verifyDraw({
    family,
    drawKey: draw,
    seed,
    commitment,
    ...(result === undefined ? {} : { announced: JSON.parse(result) as unknown }),
  });
  console.log(`commitment: ${verdict.commitmentMatches ? "matches the seed" : "DOES NOT match the seed"}`);
  console.log(`result from the seed: ${JSON.stringify(verdict.recomputed)}`);
  if (verdict.resultMatches !== null) {
    console.log(`announced result: ${verdict.resultMatches ? "the same" : "DIFFERENT"}`);
  }
  return verdict.commitmentMatches && verdict.resultMatches !== false ? 0 : 1;
}

process.exitCode = main();
