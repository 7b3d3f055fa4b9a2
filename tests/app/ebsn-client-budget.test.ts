// A slow or frozen backend (issue 24, problem 4; decision 041): one page waits for the APIs at most
// its budget in all, whatever the number of calls, and a logged-in shopper whose cart did not come
// in time is told so, never shown an empty cart. Fake timers: the budget is checked by the abort it
// causes, not by a clock on the wall.
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createApiContext, ebsn, requestBudgetMs } from '~/ebsn/client.server';
import { UpstreamUnavailableError } from '~/ebsn/errors';
import { clearCatalogCache } from '~/lib/cache.server';
import { env } from '~/lib/env.server';
import { getShopper } from '~/lib/shopper.server';
import { loader as rootLoader } from '~/root';
import { loader as photoLoader } from '~/routes/photo.$';
import { EBSN, envelope } from '../mocks/handlers';
import { get, payload } from './account-helpers';
import { mario } from './cart-helpers';
import { server, useMsw } from './msw';

useMsw();
beforeEach(() => {
  clearCatalogCache();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
});
afterEach(() => vi.useRealTimers());

const any = z.unknown();
const BUDGET = requestBudgetMs('GET');

/** Settles the promise's state for inspection without awaiting it. */
function watch<T>(promise: Promise<T>) {
  const state: { settled: boolean; error?: unknown } = { settled: false };
  promise.then(
    () => (state.settled = true),
    (error) => Object.assign(state, { settled: true, error }),
  );
  return state;
}

describe('the time budget of a request', () => {
  it('is shorter than a call timeout for a page, the call timeout for a change', () => {
    expect(BUDGET).toBeLessThanOrEqual(env.upstreamBudgetMs);
    expect(BUDGET).toBeLessThanOrEqual(env.upstreamTimeoutMs);
    expect(requestBudgetMs('POST')).toBe(env.upstreamTimeoutMs);
  });

  it('aborts a call the backend never answers when the budget runs out', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/hang`, async () => delay('infinite')));
    const call = watch(ebsn(createApiContext('t'), { path: 'hang', schema: any }));
    await vi.advanceTimersByTimeAsync(BUDGET - 1);
    expect(call.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(call.error).toBeInstanceOf(UpstreamUnavailableError);
  });

  it('gives each next call only what is left, and none once it is spent', async () => {
    let reached = 0;
    server.use(
      http.get(`${EBSN}/ebsn/api/slow`, async () => {
        await delay(BUDGET - 500);
        return HttpResponse.json(envelope({ ok: true }));
      }),
      http.get(`${EBSN}/ebsn/api/hang`, async () => {
        reached++;
        return delay('infinite');
      }),
    );
    const api = createApiContext('t');
    const first = ebsn(api, { path: 'slow', schema: any });
    await vi.advanceTimersByTimeAsync(BUDGET - 500);
    expect((await first).data).toEqual({ ok: true });
    // 500 ms left: the second call is cut then, not after a whole timeout of its own
    const second = watch(ebsn(api, { path: 'hang', schema: any }));
    await vi.advanceTimersByTimeAsync(499);
    expect(second.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(second.error).toBeInstanceOf(UpstreamUnavailableError);
    // spent: the next call fails at once and never reaches the backend
    await expect(ebsn(api, { path: 'hang', schema: any })).rejects.toBeInstanceOf(UpstreamUnavailableError);
    expect(reached).toBe(1);
  });

  it('cuts off an answer whose body stalls after the headers', async () => {
    server.use(
      http.get(
        `${EBSN}/ebsn/api/stall`,
        () =>
          new HttpResponse(
            new ReadableStream({
              start(controller) {
                controller.enqueue(new TextEncoder().encode('{"data":'));
              },
            }),
            { headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const call = watch(ebsn(createApiContext('t'), { path: 'stall', schema: any }));
    await vi.advanceTimersByTimeAsync(BUDGET);
    expect(call.error).toBeInstanceOf(UpstreamUnavailableError);
  });
});

describe('a logged-in shopper whose cart does not come in time', () => {
  it('keeps the login, and the header is told the cart is unavailable, not that it is empty', async () => {
    server.use(http.get(`${EBSN}/ebsn/api/cart/view`, async () => delay('infinite')));
    const request = get('/', [await mario()]);
    const context = {};
    const root = rootLoader({ request, params: {}, context });
    await vi.advanceTimersByTimeAsync(BUDGET);
    const shopper = await getShopper(request, context);
    expect(shopper.loggedIn).toBe(true);
    expect(shopper.cartUnavailable).toBe(true);
    const data = payload(await root);
    expect(data.loggedIn).toBe(true);
    expect(data.cartUnavailable).toBe(true);
    expect(data.cart).toBeNull();
  });

  it('is not unavailable when the backend answers', async () => {
    const data = payload(await rootLoader({ request: get('/', [await mario()]), params: {}, context: {} }));
    expect(data.cartUnavailable).toBe(false);
    expect(data.cart).not.toBeNull();
  });
});

describe('pictures while the backend is silent', () => {
  it('are refused at once after a call ran out of time, and asked again once a call is answered', async () => {
    let pictures = 0;
    server.use(
      http.get(`${EBSN}/ebsn/api/hang`, async () => delay('infinite')),
      http.get(`${EBSN}/ebsn/api/ok`, () => HttpResponse.json(envelope({ ok: true }))),
      http.get(`${EBSN}/photo/banana.svg`, () => {
        pictures++;
        return new HttpResponse('<svg/>', { headers: { 'Content-Type': 'image/svg+xml' } });
      }),
    );
    const picture = () => photoLoader({ request: get('/photo/banana.svg'), params: { '*': 'banana.svg' }, context: {} });
    const call = watch(ebsn(createApiContext('t'), { path: 'hang', schema: any }));
    await vi.advanceTimersByTimeAsync(BUDGET);
    expect(call.error).toBeInstanceOf(UpstreamUnavailableError);
    // no picture is asked for: it would hold one of the browser's connections for a whole budget
    const refused = await picture();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('Cache-Control')).toBe('private, no-store');
    expect(pictures).toBe(0);
    await ebsn(createApiContext('t'), { path: 'ok', schema: any });
    expect((await picture()).status).toBe(200);
    expect(pictures).toBe(1);
  });
});
