import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export type TWebApp = { indexHtml: string | null; inlineScriptHashes: string[] };

/** Reads the built index.html once; its inline scripts' hashes go into the CSP. */
export function loadWebApp(webDist: string): TWebApp {
  const file = path.join(webDist, "index.html");
  if (!existsSync(file)) return { indexHtml: null, inlineScriptHashes: [] };
  const indexHtml = readFileSync(file, "utf8");
  const inlineScriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1] ?? "")
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  return { indexHtml, inlineScriptHashes };
}

/**
 * Built assets from a front end's dist folder (the site at `/`, the console at `/admin/`);
 * hashed files are cached for a year.
 */
export async function registerWebAssets(app: FastifyInstance, dist: string, prefix = "/"): Promise<void> {
  if (!existsSync(dist)) return;
  await app.register(fastifyStatic, {
    root: dist,
    prefix,
    decorateReply: prefix === "/",
    index: false,
    wildcard: true,
    setHeaders(reply, filePath) {
      const isHashed = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header("Cache-Control", isHashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
}
