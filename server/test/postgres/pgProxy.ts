/**
 * A TCP relay in front of the test PostgreSQL, so a test can take the database away from an app
 * without stopping the cluster every suite shares: `down()` refuses connections (a stopped or
 * restarting server) and ends the connections the app holds; `freeze()` relays nothing either
 * way, on the connections the app holds and on new ones it accepts (a hung server, or a network
 * that drops packets); `freezeHeld()` does so on the connections the app holds only, and relays
 * new ones (a connection lost on the way while the server is fine); `up()` relays again, the
 * held connections included.
 */
import net from 'node:net';

export interface PgProxy {
  /** The database URL through the relay. */
  url: string;
  down(): Promise<void>;
  freeze(): void;
  freezeHeld(): void;
  up(): Promise<void>;
  close(): Promise<void>;
}

export async function pgProxy(databaseUrl: string): Promise<PgProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let frozen = false;
  /** Each connection's own freeze (freezeHeld). */
  const connections = new Set<{ frozen: boolean }>();
  /** Client socket and its upstream: relayed by hand, so freezing holds the bytes back. */
  const relay = (from: net.Socket, to: net.Socket, connection: { frozen: boolean }) => {
    const held: Buffer[] = [];
    from.on('data', (chunk: Buffer) =>
      frozen || connection.frozen ? held.push(chunk) : to.write(chunk),
    );
    thaws.add(() => {
      for (const chunk of held.splice(0)) to.write(chunk);
    });
  };
  const thaws = new Set<() => void>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => client.destroy());
    const upstream = net.connect(Number(target.port), target.hostname);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    const connection = { frozen: false };
    connections.add(connection);
    client.on('close', () => connections.delete(connection));
    relay(client, upstream, connection);
    relay(upstream, client, connection);
  });
  const listen = (port: number) =>
    new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      cut();
    });
  const cut = () => {
    for (const s of sockets) s.destroy();
  };
  await listen(0);
  const port = (server.address() as net.AddressInfo).port;
  const url = new URL(databaseUrl);
  url.port = String(port);
  return {
    url: url.toString(),
    down: stop,
    freeze() {
      frozen = true;
    },
    freezeHeld() {
      for (const connection of connections) connection.frozen = true;
    },
    async up() {
      frozen = false;
      for (const connection of connections) connection.frozen = false;
      for (const thaw of thaws) thaw();
      if (!server.listening) await listen(port);
    },
    close: stop,
  };
}
