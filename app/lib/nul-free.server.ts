import { Writable } from 'node:stream';

/**
 * The whole rendered document as one buffer. The shop answers only once everything is ready
 * (onAllReady), so streaming React's 2 KB chunks one by one through Node and web streams bought
 * nothing but per-chunk work: one buffer is one write for the adapter and the compressor.
 *
 * React 18's Node renderer can emit NUL bytes: when a multi-byte character (€, a no-break space)
 * does not fit at the end of its 2 KB buffer, it flushes the whole buffer, unwritten tail included
 * (react/react#24985, fixed in React 19). Valid UTF-8 HTML never holds a 0x00 byte of its own
 * (React writes U+0000 from content as is, and browsers replace it anyway), so dropping every 0x00
 * is exact. A document without one (nearly all) is returned untouched.
 */
// Buffer.concat allocates a plain ArrayBuffer (never a shared one): the type Response takes
type Bytes = Uint8Array<ArrayBuffer>;

export function renderedDocument(pipe: (destination: Writable) => unknown): Promise<Bytes> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(withoutNulBytes(Buffer.concat(chunks) as Bytes)));
    sink.on('error', reject);
    pipe(sink);
  });
}

// Cut around each run of NULs with indexOf (native) rather than a callback per byte: a run is the
// unwritten tail of a 2 KB buffer, and a byte-by-byte filter of a 100 KB page cost 2 ms (issue 29).
function withoutNulBytes(bytes: Bytes): Bytes {
  let nul = bytes.indexOf(0);
  if (nul === -1) return bytes;
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Buffer[] = [];
  let from = 0;
  while (nul !== -1) {
    if (nul > from) kept.push(source.subarray(from, nul));
    from = nul + 1;
    while (from < source.length && source[from] === 0) from++;
    nul = source.indexOf(0, from);
  }
  if (from < source.length) kept.push(source.subarray(from));
  return Buffer.concat(kept) as Bytes;
}
