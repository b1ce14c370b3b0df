import { createFeedWorld } from "./src/feed-world.ts";
const world = createFeedWorld({ seed: 3, leagues: ["bb1", "fb1", "lol"], speed: 20 });
let t = Date.UTC(2030, 0, 1, 12, 0, 0);
world.advance(t);
const bb: number[][] = []; const fb: number[][] = []; const es: string[] = []; let cancelled = 0;
for (let i = 0; i < 20000; i++) { t += 1000; for (const m of world.advance(t)) if (m.type === "result") {
  const r = m.result as { status: string; home?: number; away?: number; maps?: string[] };
  if (r.status !== "final") { cancelled++; continue; }
  if (m.ref.includes("bb1")) bb.push([r.home ?? 0, r.away ?? 0]); else if (m.ref.includes("fb1")) fb.push([r.home ?? 0, r.away ?? 0]); else if (r.maps) es.push(r.maps.join(""));
} }
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => Math.sqrt(mean(xs.map((x) => (x - mean(xs)) ** 2)));
console.log("bb", bb.length, "home", mean(bb.map((x) => x[0] ?? 0)).toFixed(1), "away", mean(bb.map((x) => x[1] ?? 0)).toFixed(1), "sd diff", sd(bb.map((x) => (x[0] ?? 0) - (x[1] ?? 0))).toFixed(1), "ties", bb.filter((x) => x[0] === x[1]).length);
console.log("fb", fb.length, "goals", mean(fb.map((x) => (x[0] ?? 0) + (x[1] ?? 0))).toFixed(2), "home", mean(fb.map((x) => x[0] ?? 0)).toFixed(2));
console.log("es", es.length, "3 maps", es.filter((x) => x.length > 12).length, "cancelled", cancelled);
