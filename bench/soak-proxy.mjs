// The soak's "PostgreSQL stops" fault, in a process of its own so the proxied bytes never wait on the load generator's
// event loop: the tests' TCP proxy (apps/server/test/helpers/tcp-proxy.ts) between the bench's server and PostgreSQL,
// driven over IPC. Started by soak.mjs with `node --import tsx`; it answers { port } once listening, then takes
// 'cut' (refuse new connections and drop the open ones) and 'restore', answering { done: <command> } after each.
import { startTcpProxy } from '../apps/server/test/helpers/tcp-proxy.ts';

const [host, port] = [process.env.SOAK_PROXY_HOST ?? '127.0.0.1', Number(process.env.SOAK_PROXY_PORT ?? 5432)];
const proxy = await startTcpProxy({ host, port });
process.send({ port: proxy.port });
process.on('message', async (command) => {
  if (command === 'cut') await proxy.cut();
  else if (command === 'restore') await proxy.restore();
  else if (command === 'close') {
    await proxy.close();
    process.exit(0);
  }
  process.send({ done: command, connections: proxy.connections });
});
process.on('disconnect', () => process.exit(0));
