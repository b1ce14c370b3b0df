import type { TWebApp } from "./web-app.ts";

/**
 * The Content-Security-Policy of every page the server sends: only its own origin, plus the hashes
 * of the site's and the console's inline start-up scripts (the API reference sets its own, /docs).
 */
export function siteCsp(web: TWebApp, consoleApp: TWebApp) {
  return {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...web.inlineScriptHashes, ...consoleApp.inlineScriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  };
}
