import Fastify from "fastify";

/** Baseline for the HTTP benches: bare Fastify answering a small JSON body, no plugins. */
const app = Fastify({ logger: false });
app.get("/hello", async () => ({ success: true, message: "success", value: { hello: "world" } }));

const port = Number(process.env.PORT);
await app.listen({ port, host: "127.0.0.1" });

const close = () => void app.close().then(() => process.exit(0));
process.once("SIGTERM", close);
process.once("SIGINT", close);
