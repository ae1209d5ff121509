import { Duplex } from 'node:stream';
import type { ConnectionChannel, ConnectionLine } from './connection-channel';
import { joinedBytes } from './joined-bytes';

/**
 * What pg needs of a socket (connect, write, end, data, ref and unref), carried to the embedded database's thread on
 * the pool's connection channel instead of a network connection: nothing listens on a port or a file, so nothing
 * else on the machine can reach the database. pg takes such a stream through its `stream` option.
 */
export class PortSocket extends Duplex {
  private line: ConnectionLine | null = null;
  /** pg writes a query's messages one by one in the same tick; they cross to the thread together. */
  private outgoing: Buffer[] = [];

  constructor(private readonly channel: ConnectionChannel) {
    super();
  }

  connect(): this {
    this.line = this.channel.open({
      received: (bytes) => this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
      ended: (failure) => {
        this.line = null;
        if (failure) this.destroy(new Error(`The embedded database failed: ${failure}`));
        else this.destroy(this.writableEnded ? undefined : new Error('The embedded database closed the connection'));
      },
    });
    this.line.keepAlive(true);
    process.nextTick(() => this.emit('connect'));
    return this;
  }

  setNoDelay(): this {
    return this;
  }

  setKeepAlive(): this {
    return this;
  }

  ref(): this {
    this.line?.keepAlive(true);
    return this;
  }

  unref(): this {
    this.line?.keepAlive(false);
    return this;
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: (error?: Error | null) => void): void {
    if (!this.outgoing.length) queueMicrotask(() => this.flush());
    this.outgoing.push(chunk);
    done();
  }

  override _read(): void {}

  override _final(done: (error?: Error | null) => void): void {
    this.flush();
    this.line?.end();
    this.line = null;
    // Nothing more comes from an ended connection: the socket closes, which is what pg waits for to end its client.
    this.push(null);
    done();
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    this.line?.end();
    this.line = null;
    done(error);
  }

  private flush(): void {
    if (!this.outgoing.length || !this.line) return;
    const chunks = this.outgoing;
    this.outgoing = [];
    this.line.send(joinedBytes(chunks));
  }
}
