// The reference point: a bare Fastify hello-world on the same Node, same machine, same run.
// `GET /` answers {"hello":"world"}. `GET /with-headers` answers the same body with the response
// headers last given to `PUT /with-headers` (the bench copies the site's security and caching
// headers there): it shows what the header bytes alone cost a client.
// Usage: node bench/hello.mjs <port>
import Fastify from "fastify";

const app = Fastify({ logger: false });
let extra = {};
app.get("/", async () => ({ hello: "world" }));
app.get("/with-headers", async (_request, reply) => {
  reply.headers(extra);
  return { hello: "world" };
});
app.put("/with-headers", async (request) => {
  extra = request.body ?? {};
  return { ok: true };
});
await app.listen({ port: Number(process.argv[2] ?? 0), host: "127.0.0.1" });
