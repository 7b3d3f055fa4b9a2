// How a call to the APIs travels: Node's own HTTP client, on a keep-alive pool of ours or on a
// connection of its own. Every page makes one to three calls, and fetch's WHATWG machinery (its
// Request, Headers and body streams, built and checked for every call) cost about 1.3 ms of the
// storefront's CPU per call on this machine against about 0.3 ms for node:http, for the same bytes
// (issue 29, decision 066). The answer comes back as a Response with
// its body read in full, as fetch's did (client.server.ts `fetchBefore`), so nothing downstream changes.
import dns, { type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';

// Each new connection would ask the resolver for the API's address (`localhost` by default, the
// chain's host name otherwise) on libuv's thread pool: 0.17 ms of CPU a call on this machine, more
// than the connection itself. The answer is kept LOOKUP_TTL_MS, so a moved host is followed within that.
const LOOKUP_TTL_MS = 30_000;
const addresses = new Map<string, { until: number; list: LookupAddress[] }>();
const rememberedLookup = ((hostname: string, options: dns.LookupOptions, callback: (...answer: unknown[]) => void) => {
  const key = `${hostname} ${options.family ?? 0}`;
  const reply = (list: LookupAddress[]) => (options.all ? callback(null, list) : callback(null, list[0]!.address, list[0]!.family));
  const known = addresses.get(key);
  if (known && known.until > Date.now()) return process.nextTick(reply, known.list);
  dns.lookup(hostname, { ...options, all: true }, (error, list) => {
    if (error) return callback(error);
    addresses.set(key, { until: Date.now() + LOOKUP_TTL_MS, list });
    reply(list);
  });
}) as LookupFunction;

// Idle connections are dropped a little before Node's servers drop theirs (keepAliveTimeout 5 s), so
// that a call rarely meets one the server has just closed; when it does, client.server.ts sends a
// read once more.
const IDLE_MS = 4_000;
const agents = {
  'http:': new http.Agent({ keepAlive: true, timeout: IDLE_MS, lookup: rememberedLookup }),
  'https:': new https.Agent({ keepAlive: true, timeout: IDLE_MS, lookup: rememberedLookup }),
};
// For a call that must not meet a pooled connection the server closes under it (client.server.ts
// says which): about 0.2 ms of CPU more (client and server) on this machine.
const once = {
  'http:': new http.Agent({ keepAlive: false, lookup: rememberedLookup }),
  'https:': new https.Agent({ keepAlive: false, lookup: rememberedLookup }),
};

/**
 * The body as node:http writes it, with the type fetch would have given it: a form's fields, or a
 * FormData (a form's file) encoded as multipart with its boundary. Every body goes out here, on the
 * connections above: fetch's own pool would keep a change on a kept-alive connection.
 */
async function encoded(body: RequestInit['body']): Promise<{ bytes: string | Buffer | undefined; type?: string }> {
  if (body === undefined || body === null) return { bytes: undefined };
  if (typeof body === 'string') return { bytes: body };
  if (body instanceof URLSearchParams) return { bytes: body.toString(), type: 'application/x-www-form-urlencoded;charset=UTF-8' };
  const multipart = new Response(body);
  return { bytes: Buffer.from(await multipart.arrayBuffer()), type: multipart.headers.get('content-type') ?? undefined };
}

/**
 * Sends the call and reads its answer whole; the signal aborts both (a timeout, the request's
 * deadline) and the promise then rejects with the signal's reason, as fetch does. `pooled`: on a
 * kept-alive connection of the pool, else on a new one closed after the answer.
 */
export async function send(url: string, init: RequestInit, signal: AbortSignal, { pooled }: { pooled: boolean }): Promise<Response> {
  const target = new URL(url);
  const protocol = target.protocol as keyof typeof agents;
  if (!agents[protocol]) throw new TypeError(`${url}: not an http or https address`);
  const { bytes, type } = await encoded(init.body);
  return new Promise<Response>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => (headers[name] = value));
    const method = init.method ?? 'GET';
    const agent = (pooled ? agents : once)[protocol];
    // what fetch would have said: the type of the body, and its length
    if (type && !headers['content-type']) headers['content-type'] = type;
    if (bytes !== undefined) headers['content-length'] = String(Buffer.byteLength(bytes));
    const request = (target.protocol === 'https:' ? https : http).request(target, { method, headers, agent });
    const abort = () => request.destroy(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    const fail = (error: unknown) => {
      signal.removeEventListener('abort', abort);
      reject(signal.aborted ? signal.reason : error);
    };
    request.on('error', fail);
    request.on('response', (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('error', fail);
      answer.on('aborted', () => fail(new Error('socket hang up')));
      answer.on('end', () => {
        signal.removeEventListener('abort', abort);
        const status = answer.statusCode ?? 502;
        const responseHeaders = new Headers();
        const raw = answer.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) responseHeaders.append(raw[i]!, raw[i + 1]!);
        // a 204 or 304 has no body, and a Response refuses one
        const content = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(content, { status, statusText: answer.statusMessage ?? '', headers: responseHeaders }));
      });
    });
    request.end(bytes);
  });
}
