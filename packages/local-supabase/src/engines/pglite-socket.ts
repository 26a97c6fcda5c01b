import net from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler, type PGLiteSocketHandlerOptions } from '@electric-sql/pglite-socket';

// Why not PGLiteSocketServer as it ships: its queue interleaves clients one protocol *message*
// at a time. In the extended protocol a statement is Parse, Bind, Execute, Sync; with two clients
// (PostgREST's pool, our pool) PGlite's single backend received one client's Bind after the
// other's Parse, and under 10 concurrent requests requests stalled or failed (measured with
// `pnpm bench:backend`). This queue runs a client's messages up to its next sync point (Sync,
// Query, Flush, startup, Terminate) as one unit, and keeps an open transaction exclusive to its
// client, as the original does. A failing unit no longer stops the queue for everyone.

const syncPoints = new Set([
  0x53 /* S Sync */, 0x51 /* Q Query */, 0x48 /* H Flush */, 0x58 /* X Terminate */,
]);

interface Unit {
  handlerId: number;
  data: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: Error) => void;
}

function isStartup(message: Uint8Array): boolean {
  if (message.length < 8) return false;
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  const code = view.getInt32(4);
  return (
    code === 196608 /* protocol 3.0 */ || code === 80877103 /* SSL */ || code === 80877102
  ); /* cancel */
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const out = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** The queue interface PGLiteSocketHandler calls. */
export class SyncPointQueue {
  private readonly partial = new Map<number, Uint8Array[]>();
  private queue: Unit[] = [];
  private processing = false;
  private owner: number | undefined;

  constructor(private readonly db: PGlite) {}

  enqueue(
    handlerId: number,
    message: Uint8Array,
    onData: (data: Uint8Array) => void,
  ): Promise<number> {
    const parts = this.partial.get(handlerId) ?? [];
    parts.push(message);
    if (!isStartup(message) && !syncPoints.has(message[0] ?? 0)) {
      // Answered together with the rest of the unit, at its sync point.
      this.partial.set(handlerId, parts);
      return Promise.resolve(0);
    }
    this.partial.delete(handlerId);
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, data: concat(parts), onData, resolve, reject });
      void this.process();
    });
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        let index = 0;
        if (this.owner !== undefined && this.db.isInTransaction()) {
          index = this.queue.findIndex((unit) => unit.handlerId === this.owner);
          // The transaction's client has not sent its next unit yet: everyone else waits.
          if (index === -1) break;
        }
        const [unit] = this.queue.splice(index, 1) as [Unit];
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(unit.data, {
              onRawData: (data) => {
                bytes += data.length;
                unit.onData(data);
              },
            }),
          );
          this.owner = unit.handlerId;
          unit.resolve(bytes);
        } catch (error) {
          unit.reject(error instanceof Error ? error : new Error(String(error)));
        }
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.partial.delete(handlerId);
    this.queue = this.queue.filter((unit) => {
      if (unit.handlerId !== handlerId) return true;
      unit.reject(new Error('Handler disconnected'));
      return false;
    });
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner === handlerId && this.db.isInTransaction()) {
      await this.db.exec('ROLLBACK');
    }
    if (this.owner === handlerId) this.owner = undefined;
    await this.process();
  }
}

export interface PgliteSocket {
  /** The TCP port on 127.0.0.1 (chosen by the OS). */
  readonly port: number;
  stop(): Promise<void>;
}

/**
 * Serves PGlite on the Postgres wire protocol, so PostgREST and our pool connect as to any
 * server; PGlite has one backend, so clients take turns (see SyncPointQueue).
 */
export async function servePglite(db: PGlite): Promise<PgliteSocket> {
  await db.waitReady;
  const queue = new SyncPointQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server = net.createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      queryQueue: queue as unknown as PGLiteSocketHandlerOptions['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    async stop() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const handler of handlers) void handler.detach(true);
      });
    },
  };
}
