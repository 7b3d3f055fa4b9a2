// A translator with i18next's key and interpolation format ({{name}}, key_one / key_other), small
// enough for the browser bundle. Used only through the area translators beside it, one module per
// locale namespace, on the server and in the browser alike. See docs/decisions/004-translations.md.
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
  const found = new Map<string, string | undefined>();
  const resolve = (key: string, form: string | undefined) => {
    const id = form ? `${key}\u0000${form}` : key;
    if (found.has(id)) return found.get(id);
    let text: string | undefined;
    for (const ns of namespaces) {
      if (form) text = lookup(ns, `${key}_${form}`) ?? lookup(ns, `${key}_other`);
      text ??= lookup(ns, key);
      if (text !== undefined) break;
    }
    // keys can come from the backend (message codes): the map stays small whatever it sends
    if (found.size >= 5000) found.clear();
    found.set(id, text);
    return text;
  };
  return (key, vars) => {
    const text = resolve(key, vars && typeof vars.count === 'number' ? plural.select(vars.count) : undefined);
    if (text === undefined) return key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
