// The one way an action reads its form (app/lib/form-body.server.ts): bodies above the limit are
// refused with 413 before they are read or as soon as the stream passes the limit, and reading stops
// there; what a browser form does not send is 415, a broken multipart body 400. Never a 500.
import { describe, expect, it } from 'vitest';
import { FORM_BODY_LIMIT, readForm, readLimited } from '~/lib/form-body.server';

const URL_ENCODED = 'application/x-www-form-urlencoded';

async function refusedWith(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown Response');
}

/** An endless body, counting what is pulled from it. */
function endless(chunkSize = 16 * 1024) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        seen.pulled += chunkSize;
        controller.enqueue(new Uint8Array(chunkSize).fill(0x61));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

const post = (body: BodyInit | null, headers: Record<string, string>) =>
  new Request('http://shop.test/login', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('readForm', () => {
  it('reads an ordinary form, URL-encoded or multipart', async () => {
    const encoded = await readForm(post('login=a%40b.it&password=x', { 'Content-Type': URL_ENCODED }));
    expect(encoded.get('login')).toBe('a@b.it');
    const form = new FormData();
    form.set('intent', 'login');
    const multipart = await readForm(new Request('http://shop.test/login', { method: 'POST', body: form }));
    expect(multipart.get('intent')).toBe('login');
  });

  it('refuses a declared body above the limit with 413 without reading it', async () => {
    const { stream, seen } = endless();
    const response = await refusedWith(readForm(post(stream, { 'Content-Type': URL_ENCODED, 'Content-Length': String(50 * 1024 * 1024) })));
    expect(response.status).toBe(413);
    expect(response.headers.get('Connection')).toBe('close');
    expect(await response.text()).toMatch(/troppo grandi/);
    expect(seen.pulled).toBe(0);
  });

  it('stops reading a chunked body as soon as it passes the limit (memory does not grow)', async () => {
    const { stream, seen } = endless();
    const response = await refusedWith(readForm(post(stream, { 'Content-Type': URL_ENCODED })));
    expect(response.status).toBe(413);
    // what was pulled is the limit and at most one chunk more, out of an endless body
    expect(seen.pulled).toBeGreaterThan(FORM_BODY_LIMIT);
    expect(seen.pulled).toBeLessThanOrEqual(FORM_BODY_LIMIT + 2 * 16 * 1024);
  });

  it('accepts a body of exactly the limit', async () => {
    const body = `a=${'b'.repeat(FORM_BODY_LIMIT - 2)}`;
    const form = await readForm(post(body, { 'Content-Type': URL_ENCODED }));
    expect(String(form.get('a')).length).toBe(FORM_BODY_LIMIT - 2);
    await expect(readForm(post(`${body}c`, { 'Content-Type': URL_ENCODED }))).rejects.toMatchObject({ status: 413 });
  });

  it.each([
    ['application/json', '{"intent":"login"}'],
    ['text/plain', 'intent=login'],
    ['text/xml', '<a/>'],
    ['', 'intent=login'],
  ])('answers 415 to a body of type %j', async (type, body) => {
    const response = await refusedWith(readForm(post(body, type ? { 'Content-Type': type } : {})));
    expect(response.status).toBe(415);
  });

  it.each([
    ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--'],
    ['multipart/form-data; boundary=x', 'garbage'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb'],
  ])('answers 400 to a broken multipart body (%j)', async (type, body) => {
    const response = await refusedWith(readForm(post(body, { 'Content-Type': type })));
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/non è valida/);
  });
});

describe('readLimited', () => {
  it('returns every byte of a body within the limit', async () => {
    const bytes = await readLimited(new Response('abc').body!, 3);
    expect(new TextDecoder().decode(bytes!)).toBe('abc');
    expect(await readLimited(new Response('abcd').body!, 3)).toBeNull();
  });
});
