// The public entry of the sabong module (the cockfight on /sv3): what the app uses. Nothing else
// of sabong is imported from outside it (checked by npm run lint:deps).
export { SABONG_APPROVALS } from "./console/derby-approvals.ts";
export { sabongConsoleRoutes } from "./console/routes.ts";
export { declareForDev } from "./dev-declare.ts";
export { startDevDerby } from "./dev-derby.ts";
export { sabongRoutes } from "./routes.ts";
