// A scripted shopper for the benchmarks: a cookie jar and the shop's own forms, read from its HTML
// (CSRF token, honeypot, intents), so the measured requests are exactly what a browser without
// JavaScript sends. Logs a demo customer in and gives the cart a service, an address and a slot.
import { BASE_URL, fail } from './lib.mjs';

const decode = (value) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

function attr(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}="([^"]*)"`));
  return match ? decode(match[1]) : undefined;
}

/** Every POST form of the page: its action and the fields a submit of `button` sends. */
export function postForms(html) {
  const forms = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const [, open, body] = match;
    if ((attr(open, 'method') ?? 'get').toLowerCase() !== 'post') continue;
    const fields = {};
    for (const input of body.matchAll(/<input\b[^>]*>/g)) {
      const name = attr(input[0], 'name');
      const type = attr(input[0], 'type') ?? 'text';
      if (!name || ((type === 'checkbox' || type === 'radio') && !/\schecked(=""|\s|>)/.test(input[0]))) continue;
      fields[name] = attr(input[0], 'value') ?? '';
    }
    const buttons = [...body.matchAll(/<button\b[^>]*>/g)]
      .map((b) => b[0])
      .filter((b) => !/\sdisabled(=""|\s|>)/.test(b))
      .map((b) => ({ name: attr(b, 'name'), value: attr(b, 'value') ?? '' }));
    forms.push({ action: attr(open, 'action') ?? '', fields, buttons });
  }
  return forms;
}

/** Every form whose submit says `intent=value` (or carries it as a field): its action and fields. */
export function formsWithIntent(html, intent) {
  const found = [];
  for (const form of postForms(html)) {
    const button = form.buttons.find((b) => b.name === 'intent' && b.value === intent);
    if (button) found.push({ action: form.action, fields: { ...form.fields, intent } });
    else if (form.fields.intent === intent) found.push({ action: form.action, fields: form.fields });
  }
  return found;
}

/**
 * Up to `count` add-to-cart forms, each of a different product, read from these listing pages 96
 * products at a time, in the order given.
 */
export async function distinctAddForms(shopper, paths, count) {
  const forms = [];
  const seen = new Set();
  for (const path of paths) {
    if (forms.length >= count) break;
    const { html } = await shopper.get(`${path.split('?')[0]}?size=96`);
    for (const add of formsWithIntent(html, 'add')) {
      if (!add.fields.productId || seen.has(add.fields.productId)) continue;
      seen.add(add.fields.productId);
      forms.push(add);
    }
  }
  return forms.slice(0, count);
}

/** The first form whose submit says `intent=value` (or carries it as a field). */
export function formWithIntent(html, intent) {
  return formsWithIntent(html, intent)[0];
}

export class Shopper {
  cookies = new Map();

  /**
   * `address`: the network address this shopper comes from, sent as X-Forwarded-For. A shop started
   * with TRUST_PROXY=1 takes it for the shopper's (as behind nginx); without it, the header is
   * ignored and every shopper shares the load generator's address.
   */
  constructor(address) {
    this.address = address;
  }

  /** the headers of every request of this shopper's: its cookies, and its address when it has one */
  get headers() {
    return { Cookie: this.cookieHeader, ...(this.address ? { 'X-Forwarded-For': this.address } : {}) };
  }

  get cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  remember(response) {
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim());
    }
  }

  async get(path) {
    const response = await fetch(`${BASE_URL}${path}`, { headers: this.headers, redirect: 'manual' });
    this.remember(response);
    return { response, html: await response.text() };
  }

  /** Posts a form as a browser without JS would; answers where the shop sends the shopper. */
  async post(path, fields) {
    const response = await fetch(`${BASE_URL}${path}`, {
      method: 'POST',
      headers: { ...this.headers, 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE_URL },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
    this.remember(response);
    await response.arrayBuffer();
    return { status: response.status, location: response.headers.get('location') ?? '' };
  }

  /** Submits the form of `page` whose intent is `intent`, with `extra` fields. */
  async submit(page, intent, extra = {}) {
    const { html } = await this.get(page);
    const form = formWithIntent(html, intent);
    if (!form) fail(`${page}: no form with intent ${intent}`);
    return this.post(form.action || page.split('?')[0], { ...form.fields, ...extra });
  }

  async login(email, password) {
    const answer = await this.submit('/login', 'login', { login: email, password });
    if (answer.status !== 302 && answer.status !== 303) fail(`login as ${email} answered ${answer.status}`);
  }

  /** Empties the cart through its confirmation step; an empty cart offers no such form. */
  async emptyCart() {
    const { html } = await this.get('/cart?empty=1');
    const form = formWithIntent(html, 'empty');
    if (!form) return;
    const answer = await this.post(form.action || '/cart', form.fields);
    if (answer.status >= 400) fail(`emptying the cart answered ${answer.status}`);
  }

  /** The cart emptied, then holding these add-to-cart forms' products: where every measured run starts. */
  async resetCart(forms) {
    await this.emptyCart();
    await this.addAll(forms);
  }

  /** Posts each of these add-to-cart forms (distinctAddForms). */
  async addAll(forms) {
    for (const add of forms) {
      const answer = await this.post(add.action, add.fields);
      if (answer.status >= 400) fail(`adding product ${add.fields.productId} answered ${answer.status}`);
    }
  }

  /**
   * Drive at the first pickup point, then the first slot that can be chosen, today or on a later day;
   * with `skip`, the one that many places further in the order offered. Shoppers loading the shop
   * together take different slots, as a shop's shoppers do: a slot holds only a few carts (its
   * capacity), and carts past it keep retaking the hold under the day's lock on every change.
   */
  async chooseServiceAndSlot(skip = 0) {
    const address = await this.submit('/cart/address?service=1', 'select');
    if (address.status >= 400) fail(`choosing a pickup point answered ${address.status}`);
    // today's slots run out as the day goes on (or the one left is the cart's already): the next
    // days' pages, in the order the page lists them
    const { html } = await this.get('/cart/timeslot');
    const days = [...new Set([...html.matchAll(/href="(\/cart\/timeslot\?day=[0-9-]+)"/g)].map((m) => m[1]))];
    let left = skip;
    for (const page of ['/cart/timeslot', ...days]) {
      const forms = formsWithIntent(page === '/cart/timeslot' ? html : (await this.get(page)).html, 'select');
      if (left >= forms.length) {
        left -= forms.length;
        continue;
      }
      const form = forms[left];
      const slot = await this.post(form.action || '/cart/timeslot', form.fields);
      if (slot.status >= 400) fail(`choosing a slot answered ${slot.status}`);
      return;
    }
    fail(`/cart/timeslot: fewer than ${skip + 1} slots to choose on the days offered`);
  }
}

/**
 * A demo customer logged in, with a service, a slot (the `slot`-th offered, from 0) and an empty cart
 * (what an earlier run left is gone); from `address` when given (Shopper).
 */
export async function customerReadyToShop({ email = 'paolo.esposito@example.com', password = 'Spesa!2026', slot = 0, address } = {}) {
  const shopper = new Shopper(address);
  await shopper.login(email, password);
  await shopper.chooseServiceAndSlot(slot);
  await shopper.emptyCart();
  return shopper;
}
