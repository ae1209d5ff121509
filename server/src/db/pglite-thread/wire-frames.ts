/**
 * Cuts a client's byte stream into whole PostgreSQL wire-protocol messages, so the embedded database is only ever
 * handed complete ones. The first message of a connection (the startup packet) has no type byte: its length comes
 * first. Every later message is a type byte and then its length, which counts itself but not the type byte. Written
 * here because the one package that does this (pglite-socket) pins an older PGlite as a peer, pulls in seven
 * extension packages the app does not use, and lets its connections' prepared statements collide in PGlite's single
 * session.
 */
export class WireFrames {
  private pending: Buffer = Buffer.alloc(0);
  private started = false;

  /** Adds bytes as they arrived; returns the whole messages now available, the startup packet first. */
  take(bytes: Uint8Array): { startup: Buffer | null; messages: Buffer[] } {
    this.pending = this.pending.length ? Buffer.concat([this.pending, bytes]) : Buffer.from(bytes);
    let startup: Buffer | null = null;
    const messages: Buffer[] = [];
    let offset = 0;
    for (;;) {
      const length = this.lengthAt(offset);
      if (length === null || offset + length > this.pending.length) break;
      const message = this.pending.subarray(offset, offset + length);
      if (this.started) messages.push(message);
      else startup = message;
      this.started = true;
      offset += length;
    }
    this.pending = this.pending.subarray(offset);
    return { startup, messages };
  }

  private lengthAt(offset: number): number | null {
    if (!this.started) return this.pending.length - offset >= 4 ? this.pending.readInt32BE(offset) : null;
    return this.pending.length - offset >= 5 ? 1 + this.pending.readInt32BE(offset + 1) : null;
  }
}
