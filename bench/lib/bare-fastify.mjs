// The reference the app's cheapest route is measured against (bench/api-latency.mjs): Fastify with no
// plugins, no headers and no schema, answering what /api/v1/health answers. Nothing of it ships.
// Usage: PORT=<port> node bench/lib/bare-fastify.mjs   (prints "ready" once listening)
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/v1/health', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
