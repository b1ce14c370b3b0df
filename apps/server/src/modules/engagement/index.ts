// The public entry of the engagement module: what other modules and the app use. Nothing else of
// engagement is imported from outside it (checked by npm run lint:deps).
export { assertBetAllowed, forfeitForWithdrawal } from "./bonus/bonus-guards.ts";
export { bonusEngineJob } from "./bonus/bonus-job.ts";
export { bonusApprovals } from "./bonus/console/grant-console.ts";
export { bonusConsoleRoutes } from "./bonus/console/routes.ts";
export { bonusSpinHistory, bonusSpinsFor, playBonusSpin } from "./bonus/free-spins-service.ts";
export type { TPayoutIdentities } from "./bonus/grant-service.ts";
export { chooseDepositBonus, depositOffers } from "./bonus/member-bonus-service.ts";
export { bonusRoutes } from "./bonus/routes.ts";
export { engagementConsoleRoutes } from "./console/routes.ts";
export { missionsConsoleRoutes } from "./missions/console/routes.ts";
export { missionRoutes } from "./missions/routes.ts";
export { pointsConsoleRoutes } from "./points/console/routes.ts";
export { pointsRoutes } from "./points/routes.ts";
export { programmeConsoleRoutes } from "./programme-console-routes.ts";
export { programmeRoutes } from "./programme-routes.ts";
export { splitPool } from "./raffle/split-pool.ts";
export { engagementRoutes } from "./routes.ts";
export { sanitizeRichText } from "./sanitize-rich-text.ts";
export { evaluateVip } from "./vip/vip-job.ts";
export { vipWithdrawDailyMax } from "./vip/vip-repo.ts";
