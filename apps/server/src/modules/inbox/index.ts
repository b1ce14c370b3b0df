// The public entry of the inbox module: what other modules and the app use. Nothing else of
// inbox is imported from outside it (checked by npm run lint:deps).
export { insertMessage, unreadCount } from "./inbox-repo.ts";
export { inboxRoutes } from "./routes.ts";
