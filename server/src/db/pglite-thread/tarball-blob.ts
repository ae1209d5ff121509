/**
 * A tarball PGlite loads its data directory from. PGlite takes a Blob and reads it with arrayBuffer(), which for a
 * Blob made of bytes copies them into the Blob and reads them back through a stream: for a 40 MB test template, about
 * a third of a second twice over per database. The bytes are already here, so they are handed over as they are.
 */
export class TarballBlob extends Blob {
  constructor(private readonly tarball: Uint8Array<ArrayBuffer>) {
    super([], { type: 'application/x-tar' });
  }

  override get size(): number {
    return this.tarball.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.tarball;
    return Promise.resolve(byteOffset === 0 && byteLength === buffer.byteLength ? buffer : buffer.slice(byteOffset, byteOffset + byteLength));
  }
}
