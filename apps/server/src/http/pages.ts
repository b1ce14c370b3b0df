import type { FastifyInstance, FastifyReply } from "fastify";
import { wordedFailure } from "./envelope.ts";
import type { TWebApp } from "./web-app.ts";

/** Paths that belong to the API (and never fall back to the web app). */
const API_PREFIXES = [
  "/wps/",
  "/lgw/",
  "/lotto/",
  "/vendor/",
  "/bo/",
  "/dev/",
  "/media/",
  "/flags/",
  "/api/",
];

export function isApiPath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return pathname === "/healthz" || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/** The console's pages live under /admin; everything else is the member site. */
export function isConsolePath(url: string): boolean {
  const pathname = url.split("?")[0] ?? "";
  return pathname === "/admin" || pathname.startsWith("/admin/");
}

function sendPage(reply: FastifyReply, web: TWebApp) {
  if (!web.indexHtml) {
    return reply
      .status(503)
      .type("text/plain; charset=utf-8")
      .send("The web app has not been built yet: run `npm run build`, then restart the server.");
  }
  return reply.type("text/html; charset=utf-8").header("Cache-Control", "no-cache").send(web.indexHtml);
}

/**
 * `/` (the site), `/admin` (the console) and every other GET for a page that is not a file get
 * their app's index.html, so client routes survive a reload (history fallback); unknown API
 * paths answer a 404 envelope.
 */
export function registerPages(app: FastifyInstance, web: TWebApp, consoleApp: TWebApp): void {
  app.get("/", (_request, reply) => sendPage(reply, web));
  app.get("/admin", (_request, reply) => sendPage(reply, consoleApp));
  app.setNotFoundHandler(async (request, reply) => {
    const wantsHtml = (request.headers.accept ?? "").includes("text/html");
    const isPage =
      (request.method === "GET" || request.method === "HEAD") && !isApiPath(request.url) && wantsHtml;
    if (isPage) return sendPage(reply, isConsolePath(request.url) ? consoleApp : web);
    const path = request.url.split("?")[0] ?? "";
    return reply.status(404).send(await wordedFailure(request, "NOT_FOUND", { path }));
  });
}
