// The public entry of the lottery module: what the app and the job runner use. Nothing else of
// lottery is imported from outside it (checked by npm run lint:deps).
export { LOTTERY_APPROVALS } from "./console/draw-approvals.ts";
export { lotteryConsoleRoutes } from "./console/routes.ts";
export { seedLotteryHistory } from "./demo-history.ts";
export { drawNowForDev } from "./dev-draw-now.ts";
export { startDevLotteryFeed } from "./dev-feed.ts";
export { lotteryDrawJob } from "./lottery-job.ts";
export { lotteryRoutes } from "./routes.ts";
