import { parseArgs } from "node:util";
import { verifyDraw } from "../src/lottery/verify-draw.ts";

const USAGE = `usage (from the repository root):
  npm run lottery:verify -- <game> <issue> [--server http://127.0.0.1:3000]
      fetches the draw from a running site (GET /lotto/lgw/draw) and checks it
  npm run lottery:verify -- --family <family> --draw <game>:<issue> --seed <hex> --commitment <hex> [--result '<json>']
      checks the values as the draw page shows them, without any server
families: vn_north, vn_south, four_d, ssc5d, pk10, k3, x11x5 (the draw page names its family)`;

type TDrawValues = { family: string; drawKey: string; seed: string; commitment: string; announced?: unknown };

/** The draw as the site publishes it, by game and issue. */
async function fetchDraw(server: string, game: string, issue: string): Promise<TDrawValues | string> {
  const url = new URL("/lotto/lgw/draw", server);
  url.searchParams.set("gameCode", game);
  url.searchParams.set("issue", issue);
  const response = await fetch(url);
  const body = (await response.json()) as {
    success: boolean;
    code?: string;
    value?: Record<string, unknown>;
  };
  const draw = body.value;
  if (!body.success || !draw) return `the site answered ${response.status} ${body.code ?? ""}`;
  if (draw.source !== "fair")
    return "this draw's result was entered from the real-world draw: there is no seed";
  if (typeof draw.seed !== "string" || typeof draw.commitment !== "string") {
    return `the draw is ${String(draw.state)}: its seed is revealed once it is drawn`;
  }
  return {
    family: String(draw.family),
    drawKey: `${game}:${issue}`,
    seed: draw.seed,
    commitment: draw.commitment,
    announced: draw.result,
  };
}

/**
 * Recomputes an in-house draw from its revealed seed (docs/decisions/0020): checks the seed
 * against the commitment published before the draw opened, prints the result the seed gives and,
 * given the announced result, whether they are the same. Exit code 1 when anything disagrees.
 */
async function main(): Promise<number> {
  let values: Record<string, string | undefined>;
  let positionals: string[];
  try {
    ({ values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        server: { type: "string" },
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
  let draw: TDrawValues;
  const [game, issue] = positionals;
  if (game && issue) {
    const fetched = await fetchDraw(values.server ?? "http://127.0.0.1:3000", game, issue);
    if (typeof fetched === "string") {
      console.error(fetched);
      return 2;
    }
    draw = fetched;
  } else {
    const { family, draw: drawKey, seed, commitment, result } = values;
    if (!family || !drawKey || !seed || !commitment) {
      console.error(USAGE);
      return 2;
    }
    draw = {
      family,
      drawKey,
      seed,
      commitment,
      ...(result === undefined ? {} : { announced: JSON.parse(result) }),
    };
  }
  const verdict = verifyDraw(draw);
  console.log(`commitment: ${verdict.commitmentMatches ? "matches the seed" : "DOES NOT match the seed"}`);
  console.log(`result from the seed: ${JSON.stringify(verdict.recomputed)}`);
  if (verdict.resultMatches !== null) {
    console.log(`announced result: ${verdict.resultMatches ? "the same" : "DIFFERENT"}`);
  }
  return verdict.commitmentMatches && verdict.resultMatches !== false ? 0 : 1;
}

process.exitCode = await main();
