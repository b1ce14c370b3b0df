// The public entry of the member module: what other modules and the app use. Nothing else of
// member is imported from outside it (checked by npm run lint:deps).
export type { TMemberTreeChange, TMemberTreeHook } from "./console/member-tree-hook.ts";
export { memberConsoleRoutes } from "./console/routes.ts";
export { lockMemberTree } from "./member-tree-repo.ts";
export { memberRoutes } from "./routes.ts";
export { siteOrigin } from "./site-origin.ts";
