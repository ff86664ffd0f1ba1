import net from 'node:net';

/**
 * A TCP port free on 127.0.0.1 right now, for a server started as a child process (the
 * PostgreSQL and Redis the tests start, the bench's API): listen on port 0, read it, close.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
