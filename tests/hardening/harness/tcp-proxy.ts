import net from 'node:net';

export type ProxyMode = 'forward' | 'silent' | 'refuse';

/**
 * A TCP proxy the test controls, between the server and its database: it forwards, goes
 * silent (accepts connections and never answers, as a dead network does), or refuses them.
 * The machine's shared database is never touched.
 */
export class TcpProxy {
  private readonly sockets = new Set<net.Socket>();
  private server: net.Server | undefined;
  private mode: ProxyMode = 'forward';

  private constructor(
    readonly port: number,
    private readonly target: { host: string; port: number },
  ) {}

  static async start(target: { host: string; port: number }): Promise<TcpProxy> {
    const probe = net.createServer();
    const port = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      }),
    );
    const proxy = new TcpProxy(port, target);
    await proxy.listen();
    return proxy;
  }

  private listen(): Promise<void> {
    const server = net.createServer((client) => this.accept(client));
    this.server = server;
    return new Promise((resolve) => server.listen(this.port, '127.0.0.1', () => resolve()));
  }

  private track(socket: net.Socket): void {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
  }

  private accept(client: net.Socket): void {
    this.track(client);
    if (this.mode === 'silent') return;
    const upstream = net.connect(this.target.port, this.target.host);
    this.track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  }

  /** Cuts every open connection, then behaves as `mode` says. */
  async set(mode: ProxyMode): Promise<void> {
    this.mode = mode;
    for (const socket of this.sockets) socket.destroy();
    if (mode === 'refuse' && this.server) {
      const server = this.server;
      this.server = undefined;
      await new Promise((resolve) => server.close(resolve));
    } else if (mode !== 'refuse' && !this.server) {
      await this.listen();
    }
  }

  async stop(): Promise<void> {
    await this.set('refuse');
  }
}
