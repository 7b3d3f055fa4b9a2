// A translator with i18next's key and interpolation format ({{name}}, key_one / key_other), small
// enough for the browser bundle. Used only through the area translators of app/i18n/t.ts, on the
// server and in the browser alike. See docs/decisions/004-translations.md.
type Tree = { [key: string]: string | Tree };
export type Vars = Record<string, string | number | null | undefined>;
export type TFunction = (key: string, vars?: Vars) => string;

const plural = new Intl.PluralRules('it-IT');

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function createTranslator(...namespaces: Tree[]): TFunction {
  return (key, vars) => {
    let text: string | undefined;
    for (const ns of namespaces) {
      if (vars && typeof vars.count === 'number') {
        text = lookup(ns, `${key}_${plural.select(vars.count)}`) ?? lookup(ns, `${key}_other`);
      }
      text ??= lookup(ns, key);
      if (text !== undefined) break;
    }
    if (text === undefined) return key;
    if (!vars) return text;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
