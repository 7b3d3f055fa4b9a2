// A translator with i18next's key and interpolation format ({{name}}, key_one / key_other), small
// enough for the browser bundle. Used only through the area translators beside it, one module per
// locale namespace, on the server and in the browser alike. See docs/decisions/004-translations.md.
import { keptAnswers } from '#domain/kept-answers';
import { INTL_LOCALE } from './t';

type Tree = { [key: string]: string | Tree };
export type Vars = Record<string, string | number | null | undefined>;
export type TFunction = (key: string, vars?: Vars) => string;

const plural = new Intl.PluralRules(INTL_LOCALE);

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function createTranslator(...namespaces: Tree[]): TFunction {
  // a server renders the same keys on every page: each key (and plural form) is looked up once
  // keys can come from the backend (message codes): the answers kept stay few whatever it sends
  const found = keptAnswers(5000, (id: string) => {
    const [key, form] = id.split('\u0000') as [string, string | undefined];
    let text: string | undefined;
    for (const ns of namespaces) {
      if (form) text = lookup(ns, `${key}_${form}`) ?? lookup(ns, `${key}_other`);
      text ??= lookup(ns, key);
      if (text !== undefined) break;
    }
    return text;
  });
  const resolve = (key: string, form: string | undefined) => found(form ? `${key}\u0000${form}` : key);
  return (key, vars) => {
    const text = resolve(key, vars && typeof vars.count === 'number' ? plural.select(vars.count) : undefined);
    if (text === undefined) return key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
