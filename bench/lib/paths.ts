import path from "node:path";

export const BENCH_DIR = path.resolve(import.meta.dirname, "..");
export const REPO_ROOT = path.resolve(BENCH_DIR, "..");
export const RESULTS_DIR = path.join(BENCH_DIR, "results");
export const WEB_DIST = path.join(REPO_ROOT, "apps", "web", "dist");
