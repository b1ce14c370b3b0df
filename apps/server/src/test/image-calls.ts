import { expect } from "vitest";
import type { TTestApp } from "./test-app.ts";

type TImageAnswer = Awaited<ReturnType<TTestApp["app"]["inject"]>>;

/** One GET of an image address, with optional request headers. */
export function getImage(t: TTestApp, path: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: "GET", url: path, headers });
}

/**
 * A drawn SVG answer as the image routes serve it (http/send-image.ts): an hour's public cache,
 * no sniffing, a sandboxing CSP. Answers its ETag.
 */
export function expectDrawnImage(answer: TImageAnswer, what: string): string {
  expect(answer.statusCode, what).toBe(200);
  expect(answer.headers["content-type"], what).toBe("image/svg+xml");
  expect(answer.headers["cache-control"], what).toBe("public, max-age=3600");
  expect(answer.headers["x-content-type-options"], what).toBe("nosniff");
  expect(answer.headers["content-security-policy"], what).toContain("sandbox");
  expect(answer.body, what).toMatch(/^<svg /);
  return String(answer.headers.etag);
}

/** The image at `path` answers 304 and no body when asked again (at `againPath`) with its ETag. */
export async function expectRevalidated(t: TTestApp, path: string, againPath = path): Promise<void> {
  const first = await getImage(t, path);
  expect(first.statusCode, path).toBe(200);
  const again = await getImage(t, againPath, { "if-none-match": String(first.headers.etag) });
  expect(again.statusCode, againPath).toBe(304);
  expect(again.body).toBe("");
}

/** Each address answers 404, so the site falls back to its own badge or icon. */
export async function expectNoImage(t: TTestApp, paths: string[]): Promise<void> {
  for (const path of paths) {
    const answer = await getImage(t, path);
    expect(answer.statusCode, path).toBe(404);
  }
}
