// The backend's settings from the environment: production refuses to start without what it must not guess.
import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../backend/config';

const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;

describe('configFromEnv', () => {
  it('refuses production without SHOP_URL (issue 26: the card provider sent shoppers back to localhost)', () => {
    expect(() => configFromEnv(env({ NODE_ENV: 'production' }))).toThrow(/SHOP_URL/);
    expect(() => configFromEnv(env({ NODE_ENV: 'production', SHOP_URL: '  ' }))).toThrow(/SHOP_URL/);
    expect(configFromEnv(env({ NODE_ENV: 'production', SHOP_URL: 'https://spesa.example/' })).shopUrl).toBe('https://spesa.example');
  });

  it('refuses a SHOP_URL that is not an http(s) address', () => {
    expect(() => configFromEnv(env({ NODE_ENV: 'production', SHOP_URL: 'spesa.example' }))).toThrow(/SHOP_URL/);
    expect(() => configFromEnv(env({ SHOP_URL: 'javascript:alert(1)' }))).toThrow(/SHOP_URL/);
  });

  it('keeps the local storefront outside production', () => {
    expect(configFromEnv(env({})).shopUrl).toBe('http://localhost:3000');
    expect(configFromEnv(env({ NODE_ENV: 'development' })).production).toBe(false);
  });

  it('signs form nonces with FORM_NONCE_SECRET and keeps uploads under DATA_DIR', () => {
    const config = configFromEnv(env({ FORM_NONCE_SECRET: 'segreto-dei-moduli', DATA_DIR: '/srv/spesa' }));
    expect(config.formNonceSecret).toBe('segreto-dei-moduli');
    expect(config.uploadDir).toBe('/srv/spesa/uploads');
    // without one, a random secret per process: never a constant of the repository
    expect(configFromEnv(env({})).formNonceSecret).toMatch(/^[\w-]{43}$/);
  });
});
