// The public entry of the engagement module: what other modules and the app use. Nothing else of
// engagement is imported from outside it (checked by npm run lint:deps).
export { engagementConsoleRoutes } from "./console/routes.ts";
export { engagementRoutes } from "./routes.ts";
export { sanitizeRichText } from "./sanitize-rich-text.ts";
