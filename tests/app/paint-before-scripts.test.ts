// Remix's <Scripts> is edited at install (scripts/patch-packages.mjs, decision 036): in a production
// build the document names its chunks only inside the inline module, which fetches them after the
// first contentful paint. Both builds are edited (the server renders the CommonJS one, the browser
// bundle takes the ES one) and must write the same script. The journeys (e2e/hydration.spec.ts and
// every JS-on journey) prove the pages still hydrate; these checks pin what the script says.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const root = path.dirname(require.resolve('@remix-run/react/package.json'));
const builds = ['dist/components.js', 'dist/esm/components.js'].map((file) => readFileSync(path.join(root, file), 'utf8'));

type Manifest = {
  hmr?: { runtime: string };
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[] }>;
};
type Helpers = {
  spesaRouteModuleImports(manifest: Manifest, matches: { route: { id: string } }[], fogOfWar: boolean): string;
  spesaScriptsEnd(manifest: Manifest, fogOfWar: boolean): string;
};

// the edit's own functions, as each build holds them
function helpers(source: string): Helpers {
  const start = source.indexOf('function spesaRouteModuleImports');
  const end = source.indexOf('function Scripts(props) {');
  return new Function(`${source.slice(start, end)}; return { spesaRouteModuleImports, spesaScriptsEnd };`)() as Helpers;
}

const manifest: Manifest = {
  url: '/assets/manifest-1.js',
  entry: { module: '/assets/entry.client-1.js', imports: ['/assets/framework-1.js', '/assets/shell-1.js'] },
  routes: {
    root: { module: '/assets/root-1.js', imports: ['/assets/shell-1.js'] },
    'routes/cart': { module: '/assets/cart-1.js', imports: ['/assets/CartView-1.js'] },
  },
};
const matches = [{ route: { id: 'root' } }, { route: { id: 'routes/cart' } }];

describe("Remix's <Scripts>, as installed", () => {
  it('is edited in both builds', () => {
    for (const source of builds) {
      expect(source).toContain('/* spesa: paint before scripts */');
      expect(source).toContain('paintFirst ? null :');
    }
  });

  it('writes the same script in both builds', () => {
    const [cjs, esm] = builds.map((source) => {
      const { spesaRouteModuleImports, spesaScriptsEnd } = helpers(source);
      return spesaRouteModuleImports(manifest, matches, true) + spesaScriptsEnd(manifest, true);
    });
    expect(cjs).toBe(esm);
  });

  it('imports the route modules after the first contentful paint, each chunk preloaded once', () => {
    const { spesaRouteModuleImports, spesaScriptsEnd } = helpers(builds[0]);
    const script = spesaRouteModuleImports(manifest, matches, true);
    expect(script).not.toMatch(/^import /m);
    // no top-level await (the build targets es2020): Remix's own lines run inside the same function
    expect(script.startsWith('(async () => {\n')).toBe(true);
    expect(spesaScriptsEnd(manifest, true)).toBe('\n})();');
    // and every Remix line goes inside it: the module parses as a whole
    const whole = `${script}\nwindow.__remixRouteModules = {"root":route0,"routes/cart":route1};\nimport("/assets/entry.client-1.js");${spesaScriptsEnd(manifest, true)}`;
    expect(() => new Function(whole)).not.toThrow();
    const wait = script.indexOf('first-contentful-paint');
    const preload = script.indexOf('modulepreload');
    const routes = script.indexOf('let [route0, route1] = await Promise.all([import("/assets/root-1.js"), import("/assets/cart-1.js")]);');
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(routes).toBeGreaterThan(preload);
    const list = JSON.parse(/for \(let href of (\[[^\]]*\]\))/.exec(script)![1].slice(0, -1)) as string[];
    expect(list).toEqual([
      '/assets/entry.client-1.js',
      '/assets/framework-1.js',
      '/assets/shell-1.js',
      '/assets/root-1.js',
      '/assets/CartView-1.js',
      '/assets/cart-1.js',
    ]);
  });

  it("keeps Remix's static imports for Vite's dev server and without lazy route discovery", () => {
    const { spesaRouteModuleImports, spesaScriptsEnd } = helpers(builds[0]);
    expect(spesaScriptsEnd({ ...manifest, hmr: { runtime: '/@id/hmr.js' } }, true)).toBe('');
    expect(spesaScriptsEnd(manifest, false)).toBe('');
    const dev = spesaRouteModuleImports({ ...manifest, hmr: { runtime: '/@id/hmr.js' } }, matches, true);
    expect(dev).toBe('import "/@id/hmr.js";;\nimport * as route0 from "/assets/root-1.js";\nimport * as route1 from "/assets/cart-1.js";');
    const eager = spesaRouteModuleImports(manifest, matches, false);
    expect(eager).toMatch(/^import "\/assets\/manifest-1.js";\nimport \* as route0 from "\/assets\/root-1.js";/);
    expect(eager).not.toContain('first-contentful-paint');
  });
});
