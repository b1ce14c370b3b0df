import { ZFeedMessage } from "@orchid/contract/sportsbook";
import { createFeedWorld } from "./src/feed-world.ts";
const t0 = Date.UTC(2030, 0, 1, 12, 0, 0);
let t = t0;
const started = performance.now();
const world = createFeedWorld({ seed: 7 });
const first = world.advance(t);
console.log("initial", first.length, "fixtures", first.filter((m) => m.type === "fixture").length, "ms", performance.now() - started, "bytes", JSON.stringify(first).length);
const counts: Record<string, number> = {};
let results = 0; let live = 0; let samples = 0;
const all = [...first];
const s2 = performance.now();
for (let i = 0; i < 3600; i += 1) {
  t += 1000;
  const msgs = world.advance(t);
  all.push(...msgs);
  for (const m of msgs) { counts[m.type] = (counts[m.type] ?? 0) + 1; if (m.type === "result") results += 1; }
  if (i % 60 === 0) { live += world.events().filter((e) => e.phase === "live").length; samples += 1; }
}
console.log("hour: ms", performance.now() - s2, counts, "results", results, "avg live", live / samples);
let bad = 0;
for (const m of all) { const r = ZFeedMessage.safeParse(m); if (!r.success) { bad += 1; if (bad < 3) console.log(JSON.stringify(m).slice(0, 300), r.error.issues[0]); } }
console.log("bad", bad, "of", all.length);
const res = all.filter((m) => m.type === "result");
console.log(res.slice(0, 12).map((m) => `${m.ref} ${JSON.stringify(m.result)}`).join("\n"));
const ref = res.find((m) => m.ref.includes("fb1"))?.ref;
const seq = all.filter((m) => m.ref === ref);
console.log(ref, seq.length, seq.map((m) => m.type === "status" ? `status:${m.state}:${m.score?.home}-${m.score?.away}@${m.clock}` : m.type === "market" ? `market:${m.key}:${m.state}` : m.type).filter((x) => !x.startsWith("status:live") ).join(" "));
