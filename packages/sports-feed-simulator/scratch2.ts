import { priceFootball, footballHandicapLines } from "./src/price-football.ts";
import { priceSeries } from "./src/price-series.ts";
import { createFeedWorld } from "./src/feed-world.ts";
import { advanceMatch } from "./src/advance-match.ts";
import { createRandom, hashSeed } from "./src/seeded-random.ts";
const lines = footballHandicapLines(1.6, 1.1);
let t = performance.now();
for (let i = 0; i < 100; i++) priceFootball({ homeRate: 1.6, awayRate: 1.1, handicapLines: lines });
console.log("football ms each", (performance.now() - t) / 100);
t = performance.now();
for (let i = 0; i < 100; i++) priceSeries({ mapChance: 0.6, handicapLine: -6 });
console.log("series ms each", (performance.now() - t) / 100);
const world = createFeedWorld({ seed: 7, leagues: ["fb1"] });
const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
world.advance(t0);
const ev = world.events().find((e) => e.phase === "prematch");
if (!ev) throw new Error("none");
let state = ev; const random = createRandom(hashSeed(7, ev.ref));
random.next();
let elapsed = 0;
const start = Date.parse(ev.fixture.startsAt) - t0;
while (state.phase !== "done") {
  const r = advanceMatch(state, 1000, random); state = r.state; elapsed += 1000;
  for (const m of r.messages) if (m.type === "market" || (m.type === "status" && m.state !== "live") || m.type === "result") console.log(((elapsed - start)/1000).toFixed(0), JSON.stringify(m).slice(0, 150));
}
