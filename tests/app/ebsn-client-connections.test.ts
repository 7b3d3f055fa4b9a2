// One shopper's request must not break the next one's (issue 9, item 2): an idempotent call that
// meets a dead pooled connection is sent once more, and nothing oversized is sent at all. A real
// server on this machine closes the connections, since calls travel on node:http's keep-alive pool
// (app/ebsn/transport.server.ts, decision 066).
import dns from 'node:dns';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiContext, ebsn, MAX_UPSTREAM_BODY, MAX_UPSTREAM_URL, upstreamFetch } from '~/ebsn/client.server';
import { RequestTooLargeError, UpstreamUnavailableError } from '~/ebsn/errors';
import { envelope } from '../mocks/handlers';

const any = z.unknown();
let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** A backend on a free port; `answer` decides each request, by its number (1, 2, ...). */
async function backend(answer: (n: number, request: IncomingMessage, response: ServerResponse) => void) {
  let seen = 0;
  server = createServer((request, response) => {
    request.resume();
    request.on('end', () => answer(++seen, request, response));
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/ebsn/api/products`, seen: () => seen };
}
const ok = (response: ServerResponse) =>
  response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(envelope({ ok: true })));
// the connection closed under the call, as when the server dropped an idle pooled connection
const hangUp = (request: IncomingMessage) => request.socket.destroy();

/**
 * A backend that closes each kept-alive connection as the next request on it arrives, unanswered, as
 * nginx's old workers close theirs at a reload; `sockets`: the connections it has seen.
 */
async function closingKeptConnections() {
  const sockets = new Set<unknown>();
  const served = await backend((_n, request, response) => {
    if (sockets.has(request.socket)) return hangUp(request);
    sockets.add(request.socket);
    ok(response);
  });
  return { ...served, sockets };
}

describe('the API client and dead connections', () => {
  it('sends a read once more when its pooled connection was already closed', async () => {
    const { url, seen } = await backend((n, request, response) => (n === 1 ? hangUp(request) : ok(response)));
    const response = await upstreamFetch(createApiContext(undefined), 'GET products', url, { headers: { Accept: 'application/json' } });
    expect(await response.json()).toMatchObject({ data: { ok: true } });
    expect(seen()).toBe(2);
  });

  it('sends a read once more on a new connection, not on another pooled one that may be just as dead', async () => {
    const { url, seen, sockets } = await closingKeptConnections();
    const api = createApiContext(undefined);
    // two connections in the pool
    await Promise.all([upstreamFetch(api, 'GET products', url, {}), upstreamFetch(api, 'GET products', url, {})]);
    expect(sockets.size).toBe(2);
    const response = await upstreamFetch(api, 'GET products', url, {});
    expect(await response.json()).toMatchObject({ data: { ok: true } });
    expect(seen()).toBe(4);
  });

  it('tries a read twice at most', async () => {
    const { url, seen } = await backend((_n, request) => hangUp(request));
    await expect(upstreamFetch(createApiContext(undefined), 'GET products', url, {})).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen()).toBe(2);
  });

  it('never sends a change twice (it may have reached the backend)', async () => {
    const { url, seen } = await backend((_n, request) => hangUp(request));
    await expect(
      upstreamFetch(createApiContext(undefined), 'POST auth/login', url, { method: 'POST', body: new URLSearchParams({ login: 'a' }) }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen()).toBe(1);
  });

  it('sends a change on a connection of its own, never on a pooled one the server may close under it', async () => {
    // 2026-11-30: a shopper's add to the cart failed in a rolling restart
    const { url, seen, sockets } = await closingKeptConnections();
    const api = createApiContext(undefined);
    await upstreamFetch(api, 'GET products', url, {});
    const post = await upstreamFetch(api, 'POST cart/add', url, { method: 'POST', body: new URLSearchParams({ qty: '1' }) });
    expect(await post.json()).toMatchObject({ data: { ok: true } });
    expect(seen()).toBe(2);
    // reads keep the pool: the next one meets the closed connection and is sent once more
    await upstreamFetch(api, 'GET products', url, {});
    expect(seen()).toBe(4);
    expect(sockets.size).toBe(3);
  });

  it('asks the resolver for the API host once, not for each new connection', async () => {
    const { url, seen } = await backend((_n, _request, response) => ok(response));
    const lookup = vi.spyOn(dns, 'lookup');
    const api = createApiContext(undefined);
    // `localhost` stands for the chain's host name; an unknown port keeps the test's own key
    const named = url.replace('127.0.0.1', 'localhost');
    for (let i = 0; i < 3; i++) await upstreamFetch(api, 'POST cart/add', named, { method: 'POST', body: 'qty=1' });
    expect(seen()).toBe(3);
    expect(lookup.mock.calls.filter(([host]) => host === 'localhost').length).toBeLessThanOrEqual(1);
    lookup.mockRestore();
  });

  it('does not retry what is not a dead connection (a timeout)', async () => {
    const { url, seen } = await backend(() => {});
    // long enough for the call to reach the server first: with 150 ms a starved worker (the unit
    // stage beside the journeys, CI 2026-11-28) passed the deadline before sending anything
    const soon = createApiContext(undefined, undefined, undefined, Date.now() + 2000);
    await expect(upstreamFetch(soon, 'GET products', url, {})).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(seen()).toBe(1);
  });

  it('writes a form as fetch did, and reads the answer whole', async () => {
    let received: { type?: string; length?: string; body: string } = { body: '' };
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received = { type: request.headers['content-type'], length: request.headers['content-length'], body };
        response.writeHead(200, { 'Content-Type': 'application/json', 'X-Ebsn-Account': 'tok' });
        // the answer in pieces, as a long one arrives
        response.write('{"data":');
        setTimeout(() => response.end('"àè"}'), 20);
      });
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/ebsn/api/cart/add`;
    const response = await upstreamFetch(createApiContext(undefined), 'POST cart/add', url, {
      method: 'POST',
      body: new URLSearchParams({ product: 'caffè e latte', qty: '1' }),
    });
    expect(received).toEqual({
      type: 'application/x-www-form-urlencoded;charset=UTF-8',
      length: String(Buffer.byteLength('product=caff%C3%A8+e+latte&qty=1')),
      body: 'product=caff%C3%A8+e+latte&qty=1',
    });
    expect(response.headers.get('X-Ebsn-Account')).toBe('tok');
    expect(await response.json()).toEqual({ data: 'àè' });
  });

  it('writes a form with a file as multipart, as fetch did, on a connection of its own', async () => {
    let received: Record<string, unknown> = {};
    const { url } = await backend(() => {});
    server!.removeAllListeners('request');
    server!.on('request', async (request: IncomingMessage, response: ServerResponse) => {
      const chunks: Buffer[] = [];
      for await (const chunk of request) chunks.push(chunk as Buffer);
      const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': request.headers['content-type']! } }).formData();
      const file = form.get('files-3') as File;
      received = { connection: request.headers.connection, action: form.get('action'), name: file.name, text: await file.text() };
      ok(response);
    });
    const body = new FormData();
    body.set('action', 'nf_fu_upload');
    body.set('files-3', new File(['ricevuta'], 'scontrino.txt', { type: 'text/plain' }), 'scontrino.txt');
    const response = await upstreamFetch(createApiContext(undefined), 'POST admin-ajax nf_fu_upload', url, { method: 'POST', body });
    expect(response.status).toBe(200);
    expect(received).toEqual({ connection: 'close', action: 'nf_fu_upload', name: 'scontrino.txt', text: 'ricevuta' });
  });

  it('refuses to send a call that a shopper made oversized', async () => {
    const { url, seen } = await backend((_n, _request, response) => ok(response));
    await expect(
      ebsn(createApiContext(undefined), { path: 'products', query: { q: 'a'.repeat(MAX_UPSTREAM_URL) }, schema: any }),
    ).rejects.toBeInstanceOf(RequestTooLargeError);
    await expect(
      upstreamFetch(createApiContext(undefined), 'GET products', `${url}?q=${'a'.repeat(MAX_UPSTREAM_URL)}`, {}),
    ).rejects.toBeInstanceOf(RequestTooLargeError);
    await expect(
      upstreamFetch(createApiContext(undefined), 'POST auth/login', url, {
        method: 'POST',
        body: new URLSearchParams({ password: 'a'.repeat(MAX_UPSTREAM_BODY + 1) }),
      }),
    ).rejects.toBeInstanceOf(RequestTooLargeError);
    expect(seen()).toBe(0);
  });
});
