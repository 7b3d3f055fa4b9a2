import { Transform } from 'node:stream';

/**
 * React 18's Node renderer can emit NUL bytes: when a multi-byte character (€, a no-break space)
 * does not fit at the end of its 2 KB buffer, it flushes the whole buffer, unwritten tail included
 * (react/react#24985, fixed in React 19). Valid UTF-8 HTML never holds a 0x00 byte of its own
 * (React writes U+0000 from content as is, and browsers replace it anyway), so dropping every 0x00
 * is exact. Chunks without one (nearly all) pass through untouched.
 */
export function withoutNulBytes(): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (chunk.indexOf(0) === -1) return done(null, chunk);
      const bytes: number[] = [];
      for (const byte of chunk) if (byte !== 0) bytes.push(byte);
      done(null, Buffer.from(bytes));
    },
  });
}
