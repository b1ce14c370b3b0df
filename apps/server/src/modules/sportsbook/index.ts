// The public entry of the sportsbook module (decisions/0024): what the app, the context and the
// job runner use. Nothing else of sportsbook is imported from outside it (checked by npm run lint:deps).
export { BOOK_APPROVALS } from "./console/book-approvals.ts";
export { bookConsoleRoutes } from "./console/routes.ts";
export { startDevSportsFeed } from "./dev-feed.ts";
export { BookEvents } from "./live/book-events.ts";
export { sportsbookRoutes } from "./routes.ts";
export { settleBookJob } from "./settlement/settle-job.ts";
