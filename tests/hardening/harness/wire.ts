import net from 'node:net';

/** One HTTP exchange as bytes: what the suite sends, and every answer it read back. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface WireRequest {
  method: string;
  /** The request target as sent: already percent-encoded, possibly malformed on purpose. */
  target: string;
  headers: [string, string][];
  body?: Buffer;
  /** Adds Content-Length for the body (the default); false leaves framing to `headers`. */
  contentLength?: boolean;
}

/** The bytes of a request; `Connection: close` so that one connection carries one exchange. */
export function encodeRequest(request: WireRequest): Buffer {
  const headers: [string, string][] = [['Host', '127.0.0.1'], ['Connection', 'close'], ...request.headers];
  if (request.body && request.contentLength !== false) headers.push(['Content-Length', String(request.body.length)]);
  const head = `${request.method} ${request.target} HTTP/1.1\r\n${headers.map(([n, v]) => `${n}: ${v}`).join('\r\n')}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head, 'latin1'), request.body ?? Buffer.alloc(0)]);
}

export interface ExchangeOptions {
  /** End our side right after sending, as a client that gives up mid-request does. */
  halfClose?: boolean;
  timeoutMs?: number;
}

export interface Exchange {
  answers: RawAnswer[];
  /** Bytes that did not parse as an HTTP answer (empty when all did). */
  garbage: string;
  timedOut: boolean;
}

/** Sends bytes on a fresh loopback connection and reads until the server closes it. */
export function exchange(port: number, bytes: Buffer, options: ExchangeOptions = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let timedOut = false;
    const socket = net.connect(port, '127.0.0.1');
    const timer = setTimeout(() => {
      timedOut = true;
      socket.destroy();
    }, options.timeoutMs ?? 15_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ ...parseAnswers(Buffer.concat(chunks)), timedOut });
    });
    socket.write(bytes, () => {
      if (options.halfClose) socket.end();
    });
  });
}

function decodeChunked(bytes: Buffer): { body: Buffer; rest: Buffer } | undefined {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', offset);
    if (lineEnd < 0) return undefined;
    const size = Number.parseInt(bytes.subarray(offset, lineEnd).toString('latin1'), 16);
    if (!Number.isFinite(size)) return undefined;
    offset = lineEnd + 2;
    if (size === 0) {
      const end = bytes.indexOf('\r\n', offset);
      return end < 0 ? undefined : { body: Buffer.concat(parts), rest: bytes.subarray(end + 2) };
    }
    parts.push(bytes.subarray(offset, offset + size));
    offset += size + 2;
  }
}

/** Every answer in what was read, in order; informational (1xx) ones are left out. */
export function parseAnswers(bytes: Buffer): { answers: RawAnswer[]; garbage: string } {
  const answers: RawAnswer[] = [];
  let rest = bytes;
  while (rest.length > 0) {
    const headEnd = rest.indexOf('\r\n\r\n');
    const statusLine = /^HTTP\/1\.[01] (\d{3})/.exec(rest.subarray(0, 20).toString('latin1'));
    if (headEnd < 0 || !statusLine) return { answers, garbage: rest.toString('latin1').slice(0, 500) };
    const lines = rest.subarray(0, headEnd).toString('latin1').split('\r\n').slice(1);
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const status = Number(statusLine[1]);
    let after = rest.subarray(headEnd + 4);
    let body: Buffer;
    if (status < 200 || status === 204 || status === 304) {
      body = Buffer.alloc(0);
    } else if (headers['transfer-encoding']?.includes('chunked')) {
      const decoded = decodeChunked(after);
      if (!decoded) return { answers, garbage: rest.toString('latin1').slice(0, 500) };
      body = decoded.body;
      after = decoded.rest;
    } else if (headers['content-length'] !== undefined) {
      const length = Number(headers['content-length']);
      body = after.subarray(0, length);
      after = after.subarray(length);
    } else {
      body = after;
      after = Buffer.alloc(0);
    }
    if (status >= 200) answers.push({ status, headers, body: body.toString('utf8') });
    rest = after;
  }
  return { answers, garbage: '' };
}
