// The public entry of the dev module: what other modules and the app use. Nothing else of
// dev is imported from outside it (checked by npm run lint:deps).
export { devRoutes } from "./routes.ts";
