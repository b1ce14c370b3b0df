// The public entry of the system module: what other modules and the app use. Nothing else of
// system is imported from outside it (checked by npm run lint:deps).
export { systemConsoleRoutes } from "./console/routes.ts";
export { presentRegisterRules } from "./permission-presenter.ts";
export { systemRoutes } from "./routes.ts";
export { setToggle } from "./set-toggle.ts";
