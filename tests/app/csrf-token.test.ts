// The shop makes CSRF tokens with node:crypto (security.server.ts); remix-utils checks them with its
// own code, so both must agree on the token's shape and signature.
import { CSRF } from 'remix-utils/csrf/server';
import { describe, expect, it } from 'vitest';
import { shopCookie } from '~/lib/cookies.server';
import { env } from '~/lib/env.server';
import { csrf } from '~/lib/security.server';

async function submitted(token: string, cookieToken = token) {
  const cookie = (await shopCookie('__spesa_csrf').serialize(cookieToken)).split(';')[0]!;
  const form = new FormData();
  form.set('csrf', token);
  return [form, new Headers({ Cookie: cookie })] as const;
}

describe('CSRF tokens', () => {
  it('are 32 random bytes and their signature, base64url, new each time', () => {
    const [a, b] = [csrf.generate(), csrf.generate()];
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}\.[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it("pass remix-utils' own check, and a token of remix-utils' making passes the shop's", async () => {
    await expect(csrf.validate(...(await submitted(csrf.generate())))).resolves.toBeUndefined();
    const theirs = new CSRF({ cookie: shopCookie('__spesa_csrf'), secret: env.sessionSecrets[0] });
    await expect(theirs.validate(...(await submitted(csrf.generate())))).resolves.toBeUndefined();
    await expect(csrf.validate(...(await submitted(theirs.generate())))).resolves.toBeUndefined();
  });

  it('a tampered signature or another secret is refused', async () => {
    const [token, signature] = csrf.generate().split('.');
    const tampered = `${token}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`;
    await expect(csrf.validate(...(await submitted(tampered)))).rejects.toThrow(/Tampered/);
    const other = new CSRF({ cookie: shopCookie('__spesa_csrf'), secret: 'another secret' });
    await expect(csrf.validate(...(await submitted(other.generate())))).rejects.toThrow(/Tampered/);
  });
});
