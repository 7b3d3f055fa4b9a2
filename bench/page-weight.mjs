#!/usr/bin/env node
// Page weight: how much JavaScript and CSS each kind of page makes the browser download, gzip -9,
// beside a bare Remix page built and served the same way. The cart page is weighed twice: as a guest
// (the login prompt) and as a logged-in customer with a service, a slot and a line in the cart
// (bench/shopper.mjs), which loads the cart's own code; the same customer weighs the checkout, the fast
// payment panel, the order list and the payment methods, then buys the cart (paid at pickup) and weighs
// the order's payment page. The account's form pages (login, registration, password reset; the
// customer's personal data, addresses, lists and the cart's address step) are weighed as well. Usage: node bench/page-weight.mjs
// (the shop must be running; BASE_URL, BARE_PORT, CATEGORY_PATH, PRODUCT_PATH, SEARCH_PATH; CART=0
// skips the customer's pages; FILES=1 lists each page's JavaScript files with their gzip sizes;
// LNG=en weighs the English shop: every request says Accept-Language: en, decision 004; RETURNING=1
// weighs the pages of a visitor who already chose their cookies and closed the welcome, which a first
// visit shows and loads the code of).
import { gzipSync } from 'node:zlib';
import { BASE_URL, fetchBytes, printTable, shopHome, shopPages, startBare } from './lib.mjs';
import { customerReadyToShop, formWithIntent } from './shopper.mjs';

// The shop answers in the language the browser asks for: every request of this run (the shopper's of
// bench/shopper.mjs too) asks for LNG's.
// A returning visitor's choices: technical cookies only, the welcome closed now (as e2e/fixtures.ts
// shellChoiceCookies writes them; version 1 of the consent categories).
const encode = (value) => encodeURIComponent(Buffer.from(JSON.stringify(value)).toString('base64'));
const RETURNING_COOKIES = [
  `spesa_consent=${encode({ categories: { technical: true, analytics: false, profiling: false }, at: new Date().toISOString(), id: '00000000-0000-4000-8000-00000000bead', version: 1 })}`,
  `spesa_welcome=${encode(new Date().toISOString())}`,
].join('; ');
if (process.env.LNG || process.env.RETURNING === '1') {
  const plainFetch = globalThis.fetch;
  globalThis.fetch = (input, init = {}) => {
    const headers = new Headers(init.headers);
    if (process.env.LNG) headers.set('Accept-Language', process.env.LNG);
    if (process.env.RETURNING === '1') headers.set('Cookie', [headers.get('Cookie'), RETURNING_COOKIES].filter(Boolean).join('; '));
    return plainFetch(input, { ...init, headers });
  };
}

const gzipSize = (data) => gzipSync(data, { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

function attributes(tag) {
  const attrs = {};
  for (const [, name, ...values] of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    attrs[name.toLowerCase()] = (values.find((v) => v !== undefined) ?? '').replaceAll('&amp;', '&');
  }
  return attrs;
}

// JSON (ld+json, importmaps...) rides in <script> tags too but is not code the browser runs.
const isJsType = (type) => !type || /^(module|text\/javascript|application\/javascript)$/i.test(type.trim());

function assetsOf(html, pageUrl) {
  const js = new Set();
  const css = new Set();
  let inline = '';
  let inlineModules = '';
  for (const [, rawAttrs, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = attributes(rawAttrs);
    if (!isJsType(attrs.type)) continue;
    if (attrs.src) js.add(new URL(attrs.src, pageUrl).href);
    else inline += `${body}\n`;
    if (!attrs.src && attrs.type?.trim().toLowerCase() === 'module') inlineModules += `${body}\n`;
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attrs = attributes(tag.slice(5));
    const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
    if (!attrs.href) continue;
    if (rel.includes('modulepreload')) js.add(new URL(attrs.href, pageUrl).href);
    if (rel.includes('stylesheet')) css.add(new URL(attrs.href, pageUrl).href);
  }
  // The inline module script imports the route modules by URL as well: statically as Remix
  // publishes it, with import() after the first paint as this shop patches it (decision 036). Either
  // way they load with the page, and so does the client entry it imports last.
  for (const specifier of staticImports(inline)) js.add(new URL(specifier, pageUrl).href);
  for (const [, specifier] of inlineModules.matchAll(/\bimport\(\s*["']([^"'\n]+?\.m?js)["']\s*\)/g)) {
    js.add(new URL(specifier, pageUrl).href);
  }
  return { js, css, inline };
}

// Static imports load with the page; dynamic import() waits for a navigation, so it is not followed.
function staticImports(code) {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\n]+?\.m?js)["']/g)].map((m) => m[1]);
}

const cache = new Map();
function loadAsset(url) {
  if (!cache.has(url)) cache.set(url, fetchBytes(url));
  return cache.get(url);
}

/** Every JS file the page loads: the ones it names plus everything they import statically. */
async function closure(urls) {
  const seen = new Set(urls);
  const queue = [...urls];
  while (queue.length) {
    const url = queue.shift();
    const code = (await loadAsset(url)).toString('utf8');
    for (const specifier of staticImports(code)) {
      if (!/^(\.{0,2}\/|https?:)/.test(specifier)) continue; // bare specifiers never reach a browser
      const next = new URL(specifier, url).href;
      if (!seen.has(next)) (seen.add(next), queue.push(next));
    }
  }
  return [...seen];
}

async function weigh(name, url, headers) {
  const response = await fetch(url, { headers, signal: AbortSignal.timeout(15_000) });
  const html = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const { js, css, inline } = assetsOf(html, response.url);
  const jsFiles = await closure([...js]);
  const jsBytes = await Promise.all(jsFiles.map(async (u) => gzipSize(await loadAsset(u))));
  const cssBytes = await Promise.all([...css].map(async (u) => gzipSize(await loadAsset(u))));
  // Inline scripts travel inside the HTML, compressed together: one gzip over all of them.
  const inlineGzip = inline.trim() ? gzipSize(Buffer.from(inline)) : 0;
  const sum = (list) => list.reduce((a, b) => a + b, 0);
  files.push([name, jsFiles.map((u, i) => [new URL(u).pathname, jsBytes[i]]).sort((a, b) => b[1] - a[1]), inlineGzip]);
  return [
    name,
    new URL(url).pathname + new URL(url).search,
    kb(gzipSize(Buffer.from(html))),
    jsFiles.length,
    kb(sum(jsBytes) + inlineGzip),
    kb(inlineGzip),
    css.size,
    kb(sum(cssBytes)),
  ];
}

// the JavaScript files of each page weighed, for FILES=1
const files = [];
// guest pages with forms (conform and zod in the browser)
const FORM_PAGES = [
  ['login', '/login'],
  ['registration', '/registration-user'],
  ['password reset', '/reset-password-request'],
];
// the customer's own pages, with the customer of the cart
const CUSTOMER_PAGES = [
  ['profile', '/profile'],
  ['personal data', '/profile/profile-update'],
  ['addresses', '/profile/addresses'],
  ['new address', '/profile/addresses/manage'],
  ['lists', '/profile/lists'],
  ['address step', '/cart/address'],
];

const home = await shopHome();
const pages = await shopPages(home);
const rows = [];
try {
  for (const page of pages) rows.push(await weigh(page.name === 'cart' ? 'cart (guest)' : page.name, `${BASE_URL}${page.path}`));
  for (const [name, path] of FORM_PAGES) rows.push(await weigh(name, `${BASE_URL}${path}`));
  if (process.env.CART !== '0') {
    // the cart as a customer sees it: one line, so the cart's view and steppers load
    const shopper = await customerReadyToShop();
    const { html } = await shopper.get(pages.find((page) => page.name === 'product').path);
    // a product already in the customer's cart (an earlier run) shows the cart's stepper instead
    const add = formWithIntent(html, 'add');
    if (add) {
      const added = await shopper.post(add.action, add.fields);
      if (added.status >= 400) throw new Error(`adding ${add.fields.productId} to the cart answered ${added.status}`);
    } else if (!formWithIntent(html, 'update')) throw new Error('no add-to-cart form on the product page');
    rows.push(await weigh('cart (customer)', `${BASE_URL}/cart`, shopper.headers));
    // the checkout and the customer's pages of issue 10, with the same customer
    for (const [name, path] of [
      ['checkout', '/checkout'],
      ['fast payment', '/checkout?cassa=veloce'],
      ['orders', '/profile/orders'],
      ['payment methods', '/profile/payment-method'],
      ...CUSTOMER_PAGES,
    ]) {
      rows.push(await weigh(name, `${BASE_URL}${path}`, shopper.headers));
    }
    // an order's payment page: the cart bought, paid at the store's counter (nothing to pay online),
    // its line raised over Drive's minimum spend first (a refused checkout leaves the page unweighed)
    await shopper.submit('/cart', 'update', { shown: '20' });
    const bought = await shopper.submit('/checkout', 'buy', { payment_type_id: '10' });
    const orderId = /\/cart\/payment-completed\/(\d+)/.exec(bought.location)?.[1];
    if (orderId) rows.push(await weigh('order payment', `${BASE_URL}/payment?order=${orderId}`, shopper.headers));
    else console.error(`order payment: not weighed (the checkout answered ${bought.status} ${bought.location})`);
  }
} catch (error) {
  console.error(`\nCould not measure the shop: ${error.message}\n`);
  process.exit(1);
}

const bare = await startBare();
try {
  rows.push(await weigh('bare Remix', `${bare.url}/`));
} finally {
  await bare.stop();
}

console.log(`Page weight, gzip -9, KB = 1024 bytes (shop: ${BASE_URL}${process.env.LNG ? `, Accept-Language: ${process.env.LNG}` : ''})\n`);
printTable(['page', 'path', 'HTML KB', 'JS files', 'JS KB', 'of which inline', 'CSS files', 'CSS KB'], rows);
if (process.env.FILES === '1') {
  for (const [name, list, inlineGzip] of files) {
    console.log(
      `\n${name}: ${list.map(([path, bytes]) => `${path.replace(/^.*\//, '')} ${kb(bytes)}`).join(', ')}, inline ${kb(inlineGzip)}`,
    );
  }
}
console.log('\nJS KB: every <script src>, <link rel="modulepreload"> and their static imports, each file');
console.log('gzipped on its own, plus the inline <script> code gzipped together. HTML KB is the whole document.');
