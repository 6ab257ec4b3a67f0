// The reference point: a bare Fastify hello-world on the same Node, same machine, same run.
// Usage: node bench/hello.mjs <port>
import Fastify from "fastify";

const app = Fastify({ logger: false });
app.get("/", async () => ({ hello: "world" }));
await app.listen({ port: Number(process.argv[2] ?? 0), host: "127.0.0.1" });
process.send?.({ ready: true });
