import { createServer } from "node:net";

/** Port 18080 belongs to the browser tests and CI; a chaos run never takes it. */
const RESERVED = new Set([18080]);

/** A TCP port free on 127.0.0.1 right now (the kernel picks it; the listener is closed again). */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        const chosen = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolve(chosen));
      });
    });
    if (port > 0 && !RESERVED.has(port)) return port;
  }
}
