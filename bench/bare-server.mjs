// The baseline: a bare Fastify hello-world, in its own process like the real app.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT ?? 3910), host: '127.0.0.1' });
