import { connect, createServer, type Socket } from 'node:net';

export interface TcpProxy {
  /** The proxy's own port on 127.0.0.1: point the app at it instead of the server. */
  port: number;
  /** Connections made through the proxy so far. */
  readonly connections: number;
  /**
   * The server "goes away": the proxy stops listening (a new connection is refused, ECONNREFUSED) and destroys every
   * open connection on both sides (a query in flight fails with "Connection terminated unexpectedly", and the server
   * rolls back the transaction it belonged to).
   */
  cut(): Promise<void>;
  /** Listens again on the same port: the server is back. */
  restore(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A small TCP proxy (node:net) between the app and a server it uses, so a test can cut the app off from a shared
 * PostgreSQL without stopping it for every other test on the machine.
 */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const open = new Set<Socket>();
  let connections = 0;
  const server = createServer((client) => {
    connections++;
    const upstream = connect(target.port, target.host);
    open.add(client);
    open.add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    get connections() {
      return connections;
    },
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of open) socket.destroy();
      open.clear();
      await closed;
    },
    async restore() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
    },
    async close() {
      for (const socket of open) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
