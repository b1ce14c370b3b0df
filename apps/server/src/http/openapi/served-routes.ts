import type { FastifyInstance } from "fastify";

export type TServedRoute = { method: string; path: string };

const TREE_LINE = /^((?:│ {3}| {4})*)[├└]── (\S+)(?: \(([^)]*)\))?$/;

/**
 * Every route the app serves, read from Fastify's route tree (`printRoutes`): each line is a
 * path piece under its parent, with the methods served there. HEAD is left out (Fastify adds it
 * to every GET).
 */
export function servedRoutes(app: FastifyInstance): TServedRoute[] {
  const parents: string[] = [];
  const routes: TServedRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? "").length / 4;
    const path = `${parents[depth - 1] ?? ""}${match[2]}`;
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[3] ?? "").split(", ").filter(Boolean)) {
      if (method !== "HEAD") routes.push({ method, path });
    }
  }
  return routes;
}
