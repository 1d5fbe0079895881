// A TCP relay between the app and PostgreSQL that counts round trips: a turn is every time a connection's
// client speaks again after the server answered it. Statements a driver pipelines (sent together, answered
// together) are one turn; a statement that waited for the answer of the one before is another. The count is
// what a request waits on the database, whatever the driver, the ORM or the code in between do.
import net from 'node:net';

export type RoundTripCounter = { url: string; turns: () => number; reset: () => void; close: () => Promise<void> };

export async function countRoundTrips(databaseUrl: string): Promise<RoundTripCounter> {
  const target = new URL(databaseUrl);
  let turns = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    // Whether the server has spoken since the client last did: the client's next bytes start a new turn.
    let answered = true;
    client.on('data', (chunk) => {
      if (answered) turns++;
      answered = false;
      upstream.write(chunk);
    });
    upstream.on('data', (chunk) => {
      answered = true;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    turns: () => turns,
    reset: () => {
      turns = 0;
    },
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
