// One shopper's request must not break the next one's (issue 9, item 2): an idempotent call that
// meets a dead pooled connection is sent once more, and nothing oversized is sent at all.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiContext, ebsn, MAX_UPSTREAM_BODY, MAX_UPSTREAM_URL } from '~/ebsn/client.server';
import { RequestTooLargeError, UpstreamUnavailableError } from '~/ebsn/errors';
import { envelope } from '../mocks/handlers';

const any = z.unknown();
const reset = () =>
  Object.assign(new TypeError('fetch failed'), { cause: Object.assign(new Error('other side closed'), { code: 'UND_ERR_SOCKET' }) });
const ok = () => new Response(JSON.stringify(envelope({ ok: true })), { headers: { 'Content-Type': 'application/json' } });

// the global fetch stubbed, not spied on: a spy's restore would later undo the fetch msw patches in the
// next file of the same worker
afterEach(() => vi.unstubAllGlobals());
function stubFetch() {
  const fetch = vi.fn<typeof globalThis.fetch>();
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('the API client and dead connections', () => {
  it('sends a read once more when its pooled connection was already closed', async () => {
    const fetch = stubFetch().mockRejectedValueOnce(reset()).mockResolvedValueOnce(ok());
    const result = await ebsn(createApiContext(undefined), { path: 'products', schema: any });
    expect(result.data).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('tries a read twice at most', async () => {
    const fetch = stubFetch().mockRejectedValue(reset());
    await expect(ebsn(createApiContext(undefined), { path: 'products', schema: any })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('never sends a change twice (it may have reached the backend)', async () => {
    const fetch = stubFetch().mockRejectedValue(reset());
    await expect(
      ebsn(createApiContext(undefined), { path: 'auth/login', method: 'POST', form: { login: 'a' }, schema: any }),
    ).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not retry what is not a dead connection (a timeout)', async () => {
    const fetch = stubFetch().mockRejectedValue(new DOMException('timed out', 'TimeoutError'));
    await expect(ebsn(createApiContext(undefined), { path: 'products', schema: any })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses to send a call that a shopper made oversized', async () => {
    const fetch = stubFetch().mockResolvedValue(ok());
    await expect(
      ebsn(createApiContext(undefined), { path: 'products', query: { q: 'a'.repeat(MAX_UPSTREAM_URL) }, schema: any }),
    ).rejects.toBeInstanceOf(RequestTooLargeError);
    await expect(
      ebsn(createApiContext(undefined), {
        path: 'auth/login',
        method: 'POST',
        form: { password: 'a'.repeat(MAX_UPSTREAM_BODY + 1) },
        schema: any,
      }),
    ).rejects.toBeInstanceOf(RequestTooLargeError);
    expect(fetch).not.toHaveBeenCalled();
  });
});
