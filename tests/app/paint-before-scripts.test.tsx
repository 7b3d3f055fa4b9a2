// The page is painted before its scripts are fetched (decision 036, patches/@remix-run+react*.patch):
// a production document, rendered by Remix's request handler and the shop's entry.server, names no
// script the browser would fetch while it parses the HTML, and its inline module fetches the page's
// chunks only once the browser reports the first contentful paint. The journeys
// (e2e/hydration.spec.ts and every JS-on journey) prove the pages still hydrate.
import { createRequestHandler, type ServerBuild } from '@remix-run/node';
import { Links, Meta, Scripts } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import * as entry from '~/entry.server';
import { remixConfig } from '../../remix.config';

const CHUNKS = {
  entry: '/assets/entry.client-1.js',
  framework: '/assets/framework-1.js',
  shell: '/assets/shell-1.js',
  root: '/assets/root-1.js',
  catalog: '/assets/catalog-1.js',
  index: '/assets/_index-1.js',
};

function Root() {
  return (
    <html lang="it">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <main>
          <h1>Frutta</h1>
          <img src="/mele.jpg" alt="Mele" width="200" height="200" />
        </main>
        <Scripts />
      </body>
    </html>
  );
}

const entryRoute = { hasAction: false, hasLoader: false, hasClientAction: false, hasClientLoader: false, hasErrorBoundary: false };
const build = {
  mode: 'production',
  entry: { module: entry },
  routes: {
    root: { id: 'root', path: '', module: { default: Root } },
    'routes/_index': { id: 'routes/_index', parentId: 'root', index: true, module: { default: () => <p>Mele</p> } },
  },
  assets: {
    url: '/assets/manifest-1.js',
    version: '1',
    entry: { module: CHUNKS.entry, imports: [CHUNKS.framework, CHUNKS.shell] },
    routes: {
      root: { id: 'root', path: '', module: CHUNKS.root, imports: [CHUNKS.shell], ...entryRoute },
      'routes/_index': {
        id: 'routes/_index',
        parentId: 'root',
        index: true,
        module: CHUNKS.index,
        imports: [CHUNKS.catalog],
        ...entryRoute,
      },
    },
  },
  publicPath: '/',
  assetsBuildDirectory: 'build/client',
  // the shop's flags: lazy route discovery is what lets the document leave its chunks to the script
  future: remixConfig.future,
  isSpaMode: false,
} as unknown as ServerBuild;

async function document(): Promise<string> {
  const response = await createRequestHandler(build, 'production')(new Request('http://shop.test/'));
  expect(response.status).toBe(200);
  return response.text();
}

const moduleScripts = (html: string) => [...html.matchAll(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);

// A browser as far as the inline module sees it: what it adds to the head, what it imports (the
// document's `import(` calls go to a recorder), and a paint observer the test reports to.
function browser(visibilityState: 'visible' | 'hidden') {
  const preloaded: string[] = [];
  const imported: string[] = [];
  let reportPaint = () => {};
  class PerformanceObserver {
    static supportedEntryTypes = ['paint'];
    constructor(private readonly callback: (list: { getEntriesByName(name: string): unknown[] }, observer: unknown) => void) {}
    observe() {
      reportPaint = () => this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }, this);
    }
    disconnect() {}
  }
  const document = {
    visibilityState,
    head: { append: (link: { rel: string; href: string }) => link.rel === 'modulepreload' && preloaded.push(link.href) },
    createElement: () => ({ rel: '', href: '' }),
  };
  const record = (specifier: string) => (imported.push(specifier), Promise.resolve({}));
  const run = (script: string) =>
    new Function(
      'document',
      'window',
      'PerformanceObserver',
      'requestAnimationFrame',
      '__import',
      script.replace(/\bimport\(/g, '__import('),
    )(document, {}, PerformanceObserver, (frame: () => void) => setTimeout(frame, 16), record);
  return { preloaded, imported, run, paint: () => reportPaint() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a production document, as the browser receives it', () => {
  it('names no script to fetch while the HTML is parsed, after the content it paints', async () => {
    const html = await document();
    expect(html).not.toMatch(/<link[^>]+modulepreload/);
    expect(html).not.toMatch(/<script[^>]+\bsrc=/);
    for (const script of moduleScripts(html)) expect(script).not.toMatch(/^\s*import\s/m);
    expect(html.indexOf('<img')).toBeLessThan(html.indexOf('<script'));
  });

  it("fetches the page's chunks once the first contentful paint is reported: each preloaded once, the route modules before the client entry", async () => {
    const scripts = moduleScripts(await document());
    expect(scripts).toHaveLength(1);
    const page = browser('visible');
    page.run(scripts[0]!);
    await settle();
    expect(page.preloaded).toEqual([]);
    expect(page.imported).toEqual([]);

    page.paint();
    await settle();
    expect(page.preloaded).toEqual([CHUNKS.entry, CHUNKS.framework, CHUNKS.shell, CHUNKS.root, CHUNKS.catalog, CHUNKS.index]);
    expect(page.imported).toEqual([CHUNKS.root, CHUNKS.index, CHUNKS.entry]);
  });

  it('fetches them at once in a hidden tab, which paints nothing', async () => {
    const page = browser('hidden');
    page.run(moduleScripts(await document())[0]!);
    await settle();
    expect(page.imported).toEqual([CHUNKS.root, CHUNKS.index, CHUNKS.entry]);
  });
});
