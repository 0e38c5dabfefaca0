import { connect } from 'node:net';
import { WebSocketServer } from 'ws';

export interface Bridge {
  /** host:port of the bridge, for the Neon driver's wsProxy. */
  address: string;
  close(): Promise<void>;
}

/**
 * A WebSocket-to-TCP bridge on 127.0.0.1 like Neon's proxy: each WebSocket connection to
 * `/v2?address=host:port` is piped to that TCP address (loopback only). `port` 0 (the default) takes a free port;
 * a fixed one lets a stopped bridge come back on the same address (the database out of reach, then back).
 */
export async function startWsBridge(port = 0): Promise<Bridge> {
  const server = new WebSocketServer({ host: '127.0.0.1', port });
  server.on('connection', (socket, request) => {
    const target = new URL(request.url ?? '/', 'http://bridge').searchParams.get('address') ?? '';
    const [host, targetPort] = target.split(':');
    if (!host || !['127.0.0.1', 'localhost'].includes(host) || !targetPort) {
      socket.close(1008, 'loopback only');
      return;
    }
    const tcp = connect(Number(targetPort), host);
    const pending: Buffer[] = [];
    tcp.on('connect', () => {
      for (const chunk of pending.splice(0)) tcp.write(chunk);
    });
    socket.on('message', (data: Buffer) => {
      if (tcp.readyState === 'open') tcp.write(data);
      else pending.push(data);
    });
    tcp.on('data', (data) => socket.send(data));
    tcp.on('error', () => socket.close());
    tcp.on('close', () => socket.close());
    socket.on('close', () => tcp.destroy());
  });
  await new Promise<void>((resolve) => server.on('listening', resolve));
  const address = server.address() as { port: number };
  return {
    address: `127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
