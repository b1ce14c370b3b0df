import net from "node:net";

export type TBlackHoleProxy = {
  /** postgres:// URL through the proxy, for database `name`. */
  url(name: string): string;
  /** From now on nothing passes either way, on open connections and new ones; the sockets stay open. */
  swallow(): void;
  /** When the first connection came in (ms since the epoch), or null. */
  firstConnectionAt(): number | null;
  close(): Promise<void>;
};

/**
 * A TCP proxy on loopback: forwards to `target` (when given) until `swallow()`, then accepts and
 * never answers, as a hung database server does. Without a target it swallows from the start.
 */
export async function startBlackHoleProxy(target?: { host: string; port: number }): Promise<TBlackHoleProxy> {
  const sockets = new Set<net.Socket>();
  let isSwallowing = !target;
  let firstAt: number | null = null;
  const server = net.createServer((client) => {
    firstAt ??= Date.now();
    sockets.add(client);
    client.on("close", () => sockets.delete(client));
    client.on("error", () => {});
    if (!target) return;
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => client.destroy());
    client.on("data", (chunk) => {
      if (!isSwallowing) upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (!isSwallowing) client.write(chunk);
    });
    client.on("close", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: (name) => `postgres://postgres@127.0.0.1:${address.port}/${name}`,
    firstConnectionAt: () => firstAt,
    swallow: () => {
      isSwallowing = true;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
