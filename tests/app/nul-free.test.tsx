import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderedDocument } from '~/lib/nul-free.server';

// Prices and no-break spaces in many small text nodes: some '€' lands on the end of React's 2 KB buffer.
function Prices() {
  return (
    <ul>
      {Array.from({ length: 400 }, (_, i) => (
        <li key={i}>{`${i},19\u00a0€`}</li>
      ))}
    </ul>
  );
}

function render(body: PassThrough): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    body.on('data', (chunk: Buffer) => chunks.push(chunk));
    body.on('end', () => resolve(Buffer.concat(chunks)));
    const { pipe } = renderToPipeableStream(<Prices />, { onAllReady: () => pipe(body), onShellError: reject });
  });
}

describe('the document stream', () => {
  it('React 18 alone leaves NUL bytes where a euro sign meets its buffer end (the bug worked around)', async () => {
    expect((await render(new PassThrough())).includes(0)).toBe(true);
  });
  it('has no NUL byte and loses no character once collected', async () => {
    const html = await new Promise<Uint8Array>((resolve, reject) => {
      const { pipe } = renderToPipeableStream(<Prices />, {
        onAllReady: () => renderedDocument(pipe).then(resolve, reject),
        onShellError: reject,
      });
    });
    expect(html.includes(0)).toBe(false);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(html);
    expect(text).not.toContain('\ufffd');
    expect(text.match(/€/g)).toHaveLength(400);
    expect(text).toContain('399,19\u00a0€');
  });
  it('drops every NUL, wherever and however many, and nothing else', async () => {
    const chunks = [
      Buffer.from([0, 0, 0x3c, 0x70, 0]),
      Buffer.from('€ ok'),
      Buffer.from([0]),
      Buffer.from([0x61, 0, 0, 0, 0x62, 0, 0x63]),
      Buffer.alloc(2048),
      Buffer.from('end'),
      Buffer.from([0, 0]),
    ];
    const html = await renderedDocument((sink) => {
      for (const chunk of chunks) sink.write(chunk);
      sink.end();
    });
    const expected = Buffer.concat(chunks).filter((byte) => byte !== 0);
    expect(Buffer.from(html).equals(Buffer.from(expected))).toBe(true);
    // a document without NUL comes back as it went in
    const clean = await renderedDocument((sink) => sink.end(Buffer.from('<p>1,19\u00a0€</p>')));
    expect(Buffer.from(clean).toString()).toBe('<p>1,19\u00a0€</p>');
  });
});
