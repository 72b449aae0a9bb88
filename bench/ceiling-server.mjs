// The ceiling: a bare Fastify route that answers the same bytes as the real server,
// without auth, validation or a database. Bodies come from the file CEILING_BODIES names.
import Fastify from 'fastify';
import fs from 'node:fs';

// Encoded once, as the real server keeps its cached answers: a string body would be
// encoded on every request and make the ceiling slower than the server it bounds.
const bodies = Object.fromEntries(
  Object.entries(JSON.parse(fs.readFileSync(process.env.CEILING_BODIES, 'utf8'))).map(
    ([name, body]) => [name, Buffer.from(body, 'utf8')],
  ),
);
const empty = Buffer.from('{}');
const app = Fastify({ logger: false });
app.all('/ceiling/:name', (request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(bodies[request.params.name] ?? empty);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
