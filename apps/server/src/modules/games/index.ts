// The public entry of the games module: what other modules and the app use. Nothing else of
// games is imported from outside it (checked by npm run lint:deps).
export { gamesConsoleRoutes } from "./console/routes.ts";
export { gamesRoutes } from "./routes.ts";
