// A shopper who never follows the redirects (a script, a browser that stops) piles up flash messages;
// a waiting add carries the shopper's options. Neither may push the session cookie past the 4 KB
// browsers keep, which Remix answers with a 500 on this and every later request (issue 9 fuzz).
import { describe, expect, it } from 'vitest';
import { commitSession, flash, newSession } from '~/lib/session.server';

describe('the session cookie stays within 4 KB', () => {
  it('keeps the last few flash messages, each of a bounded length', async () => {
    const session = await newSession();
    session.set('ebsnToken', 't'.repeat(64));
    for (let i = 0; i < 200; i++) flash(session, { level: 'error', text: `Quantità non valida ${i} ${'x'.repeat(1000)}` });
    const cookie = await commitSession(session);
    expect(cookie.length).toBeLessThan(4096);
    const messages = session.get('messages') as { text: string }[];
    expect(messages).toHaveLength(3);
    expect(messages.at(-1)!.text).toMatch(/^Quantità non valida 199 x+…$/);
  });

  it('says the same message once', async () => {
    const session = await newSession();
    for (let i = 0; i < 5; i++) flash(session, { level: 'error', text: 'Prodotto non disponibile' });
    expect(session.get('messages')).toEqual([{ level: 'error', text: 'Prodotto non disponibile' }]);
  });

  it('drops what can be lost rather than refuse to answer', async () => {
    const session = await newSession();
    session.set('ebsnToken', 't'.repeat(64));
    session.set('pendingAdd', { productId: 1, quantity: 1, infos: { note: 'n'.repeat(5000) } });
    const cookie = await commitSession(session);
    expect(cookie.length).toBeLessThan(4096);
    expect(session.get('pendingAdd')).toBeUndefined();
    expect(session.get('ebsnToken')).toBe('t'.repeat(64));
  });
});
