// The one translation path: area translators over the locale JSON, and backend message codes
// translated through the same translators.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EbsnError } from '~/ebsn/errors';
import { tAccount } from '~/i18n/account';
import { tCart } from '~/i18n/cart';
import { tCommon } from '~/i18n/common';
import { tErrors } from '~/i18n/errors';
import { errorTexts, translateMessage } from '~/lib/api-messages.server';

describe('translators', () => {
  it('read their namespaces first, then common, and interpolate', () => {
    expect(tCart('title')).toBe('Il tuo carrello');
    expect(tAccount('login.welcome', { name: 'Mario' })).toBe('Bentornato, Mario!');
    expect(tErrors('sessionExpired')).toMatch(/^La sessione è scaduta/);
    expect(tAccount('meta.defaultTitle')).toBe(tCommon('meta.defaultTitle'));
  });
});

describe('backend message codes', () => {
  it('are replaced by their translation when account.json has the code', () => {
    expect(translateMessage({ level: 'error', text: 'Invalid credentials', code: 'auth.invalidCredentials' })).toBe(
      'E-mail o password non corretti.',
    );
  });

  it("under a field, take the field's narrower translation first, then the code's", () => {
    const wrong = { level: 'error', text: 'Wrong password', code: 'auth.invalidCredentials' } as const;
    expect(translateMessage({ ...wrong, field: 'old_password' })).toBe('La password attuale non è corretta.');
    expect(translateMessage({ ...wrong, field: 'password' })).toBe('La password attuale non è corretta.');
    // a field with no narrower text: the code's
    expect(translateMessage({ ...wrong, field: 'email' })).toBe('E-mail o password non corretti.');
    expect(translateMessage({ level: 'error', text: 'Bad pin', code: 'auth.mfaInvalid', field: 'mfa_pin' })).toBe(
      'Il codice di verifica non è corretto.',
    );
  });

  it("keep the server's text for an unknown code, and the generic error when there is none", () => {
    expect(translateMessage({ level: 'error', text: 'Testo del server', code: 'some.unknownCode' })).toBe('Testo del server');
    expect(translateMessage({ level: 'error', text: '', code: 'some.unknownCode' })).toBe(tErrors('generic'));
    expect(errorTexts(new EbsnError([], 1))).toEqual([tErrors('generic')]);
  });
});

describe('the app reaches strings one way', () => {
  function sources(dir: string): string[] {
    return readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
      .map((e) => `${e.parentPath ?? (e as unknown as { path: string }).path}/${e.name}`);
  }

  it('each locale namespace has its area translator, named after it, and each translator a namespace', () => {
    const stem = (names: string[], extension: string) =>
      names.filter((name) => name.endsWith(extension)).map((name) => name.slice(0, -extension.length));
    const translators = stem(readdirSync('app/i18n'), '.ts').filter((name) => !['t', 'translator'].includes(name));
    expect(translators.sort()).toEqual(stem(readdirSync('app/locales/it'), '.json').sort());
  });

  it('translators read their JSON through #strings, which each locale build resolves to its folder', () => {
    const translators = readdirSync('app/i18n').filter((name) => !['t.ts', 'translator.ts'].includes(name));
    const direct = translators.filter((name) => /from '[^']*locales\//.test(readFileSync(`app/i18n/${name}`, 'utf8')));
    expect(direct).toEqual([]);
  });

  it('no module but app/i18n imports a locale file or i18next', () => {
    const files = sources('app');
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .filter((file) => !file.startsWith('app/i18n/'))
      .filter((file) => /from '[^']*(locales\/|i18next)/.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});

describe('the English shop (decision 004)', () => {
  type Tree = { [key: string]: string | Tree };
  const flatten = (tree: Tree, prefix = ''): [string, string][] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'string' ? [[prefix + key, value]] : flatten(value, `${prefix}${key}.`),
    );
  const read = (locale: string, file: string): Map<string, string> =>
    new Map(flatten(JSON.parse(readFileSync(`app/locales/${locale}/${file}`, 'utf8')) as Tree));
  const variables = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();
  const namespaces = readdirSync('app/locales/it').filter((name) => name.endsWith('.json'));

  it('has every namespace of the Italian one, and no other', () => {
    expect(readdirSync('app/locales/en').sort()).toEqual(namespaces.sort());
  });

  it.each(namespaces)('%s: every Italian key is in English with the same {{variables}}, and no key more', (file) => {
    const it = read('it', file);
    const en = read('en', file);
    const missing = [...it.keys()].filter((key) => !en.has(key));
    const extra = [...en.keys()].filter((key) => !it.has(key));
    const differentVariables = [...it].filter(([key, text]) => en.has(key) && variables(en.get(key)!).join() !== variables(text).join());
    expect({ missing, extra, differentVariables: differentVariables.map(([key]) => key) }).toEqual({
      missing: [],
      extra: [],
      differentVariables: [],
    });
  });
});
