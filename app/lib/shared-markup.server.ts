// The server's side of <SharedMarkup> (docs/decisions/037-shared-markup.md). React marks each place
// in the document; once the document is rendered, `finish` puts the known markup where React left a
// marker and keeps what was rendered this time for the next documents. Fragments live in this
// process only (a new build starts empty) and are kept by key, most recently used first.
import { randomBytes } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { env } from './env.server';
import type { SharedMarkupRecorder } from './shared-markup';

// unguessable, so no catalogue text can contain it; letters, digits and '-': written as is in HTML
const TOKEN_STAND_IN = `spesa-shared-token-${randomBytes(12).toString('hex')}`;
const STAND_IN = Buffer.from(TOKEN_STAND_IN);
// The page's address inside shared markup (issue 29): a path, so that a form's redirectTo holds it as
// it holds any address, written the same in an attribute; and the one character a query value
// encodes ('/' as %2F), so the two ways a card writes the address are told apart: as it is (a
// form's redirectTo) and as a query value (the list selector's `back`, URLSearchParams).
const PAGE_ID = `spesa-shared-page-${randomBytes(12).toString('hex')}`;
const PAGE_STAND_IN = `/${PAGE_ID}`;
const PAGE_MARK = Buffer.from(PAGE_ID);
const ENCODED_SLASH = Buffer.from('%2F');
const MARKER = Buffer.from('<template data-shared');
const MARKER_END = Buffer.from('</template>');
// a Suspense boundary React had to stream apart from its place: its content is elsewhere in the document
const PENDING_BOUNDARY = Buffer.from('<!--$?-->');
// keys carry the page's address, which a visitor chooses: memory is bounded in bytes, not only entries
const AVERAGE_ENTRY_BYTES = 8192;

/**
 * A fragment's bytes, cut where a stand-in stood: between them, what each document writes there, the
 * shopper's token or the page's address (as it is, or as a query value).
 */
export const FILL = { token: 0, page: 1, pageInQuery: 2 } as const;
type Fill = (typeof FILL)[keyof typeof FILL];
export type Fragment = Array<Buffer | Fill>;

// Production only: the key names a card's inputs, not its code, so under `npm run dev` an edited card
// would still be served as it was; there every card is rendered, and a change shows at once.
const fragments =
  env.isProduction && env.sharedMarkupMax > 0
    ? new LRUCache<string, Fragment>({
        max: env.sharedMarkupMax,
        maxSize: env.sharedMarkupMax * AVERAGE_ENTRY_BYTES,
        sizeCalculation: (fragment, key) =>
          key.length + fragment.reduce<number>((sum, part) => sum + (typeof part === 'number' ? 1 : part.length), 0),
      })
    : null;

/**
 * Whether a fragment not kept yet is rendered to be kept: only on its second sighting. A shop of
 * 100,000 products shows most of its cards once in a while, on pages no one asked before (issue 29):
 * marking, cutting and keeping each of them took about 6 % of the storefront's busy time, for cards
 * no one was shown again, and churned the store (decision 072). A card seen before is likely to be
 * seen again; the keys seen once are remembered, the oldest forgotten first.
 */
export function admitOnSecondSighting(remembered: number): (key: string) => boolean {
  // the keys themselves (a card's inputs as JSON, 1-2 KB): a digest of each cost more CPU than the
  // rest of the bookkeeping, and twice the store's entries is a few MB
  const sightings = new LRUCache<string, true>({ max: remembered });
  return (key) => {
    if (sightings.delete(key)) return true;
    sightings.set(key, true);
    return false;
  };
}
// none when shared markup is off: lru-cache refuses a store of no entries
const admit = fragments ? admitOnSecondSighting(env.sharedMarkupMax * 2) : null;

/** A recorder for one document, or null when shared markup is off (development, SHARED_MARKUP_MAX=0). */
export function sharedMarkupRecorder(): DocumentMarkup | null {
  return fragments && admit ? new DocumentMarkup(fragments, admit) : null;
}

export class DocumentMarkup implements SharedMarkupRecorder {
  readonly tokenStandIn = TOKEN_STAND_IN;
  readonly pageStandIn = PAGE_STAND_IN;
  // what each marker stands for; a known fragment is held here, so eviction meanwhile changes nothing
  private places: Array<{ key: string; fragment: Fragment | undefined }> = [];
  private token = '';
  private page = '';

  /** `admit`: whether a fragment not kept yet is rendered to be kept (else it renders live); all, unless said */
  constructor(
    private store: LRUCache<string, Fragment>,
    private admit: (key: string) => boolean = () => true,
  ) {}

  mark(key: string, token: string, page = '') {
    const fragment = this.store.get(key);
    if (fragment === undefined && !this.admit(key)) return null;
    this.token = token;
    this.page = page;
    this.places.push({ key, fragment });
    return { id: this.places.length - 1, known: fragment !== undefined };
  }

  /** The document as an uncached render makes it: markers replaced, fragments rendered now kept. */
  finish(rendered: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    if (!this.places.length) return rendered;
    const document = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
    // the token and the page's address as React writes them in an attribute
    const token = Buffer.from(escapeAttribute(this.token));
    const fills: Record<Fill, Buffer> = {
      [FILL.token]: token,
      [FILL.page]: Buffer.from(escapeAttribute(this.page)),
      [FILL.pageInQuery]: Buffer.from(escapeAttribute(queryValue(this.page))),
    };
    const pieces: Buffer[] = [];
    let at = 0;
    for (let found = document.indexOf(MARKER, at); found !== -1; found = document.indexOf(MARKER, at)) {
      const close = document.indexOf(MARKER_END, found);
      const marker = /^(|-from|-to)="(\d+)">$/.exec(document.toString('latin1', found + MARKER.length, close));
      const place = marker ? this.places[Number(marker[2])] : undefined;
      if (!marker || !place || marker[1] === '-to') throw new Error(`shared markup: unexpected marker at byte ${found}`);
      pieces.push(document.subarray(at, found));
      if (marker[1] === '') {
        pushFilled(pieces, place.fragment!, fills);
        at = close + MARKER_END.length;
        continue;
      }
      const start = close + MARKER_END.length;
      const endMarker = Buffer.from(`<template data-shared-to="${marker[2]}"></template>`);
      const end = document.indexOf(endMarker, start);
      if (end === -1) throw new Error(`shared markup: no end for marker ${marker[2]}`);
      const body = document.subarray(start, end);
      const fragment = split(body);
      pushFilled(pieces, fragment, fills);
      if (keepable(body, token, this.page)) this.store.set(place.key, fragment);
      at = end + endMarker.length;
    }
    pieces.push(document.subarray(at));
    return Buffer.concat(pieces) as Uint8Array<ArrayBuffer>;
  }
}

/**
 * Never kept: a fragment holding this shopper's token, another marker, a boundary streamed apart, or
 * the page's own address as an attribute's whole value (a part that read the address itself rather
 * than through usePageAddress: shared, it would send another page's shoppers back here).
 */
function keepable(body: Buffer, token: Buffer, page: string): boolean {
  return (
    body.indexOf(MARKER) === -1 &&
    body.indexOf(PENDING_BOUNDARY) === -1 &&
    (token.length === 0 || body.indexOf(token) === -1) &&
    (page === '' || (body.indexOf(`="${escapeAttribute(page)}"`) === -1 && body.indexOf(`=${escapeAttribute(queryValue(page))}`) === -1))
  );
}

/** Cuts at each stand-in, noting what goes there; copies, so a kept fragment holds no whole document. */
function split(bytes: Buffer): Fragment {
  const fragment: Fragment = [];
  let at = 0;
  for (;;) {
    const token = bytes.indexOf(STAND_IN, at);
    const page = bytes.indexOf(PAGE_MARK, at);
    if (token === -1 && page === -1) break;
    if (token !== -1 && (page === -1 || token < page)) {
      fragment.push(Buffer.from(bytes.subarray(at, token)), FILL.token);
      at = token + STAND_IN.length;
      continue;
    }
    // the address as a query value carries its leading '/' as %2F; as it is, the '/' itself
    const inQuery = page >= ENCODED_SLASH.length && bytes.subarray(page - ENCODED_SLASH.length, page).equals(ENCODED_SLASH);
    const cut = inQuery ? page - ENCODED_SLASH.length : page - 1;
    if (!inQuery && bytes[cut] !== 0x2f) throw new Error(`shared markup: the page's address written in an unknown way at byte ${page}`);
    fragment.push(Buffer.from(bytes.subarray(at, cut)), inQuery ? FILL.pageInQuery : FILL.page);
    at = page + PAGE_MARK.length;
  }
  fragment.push(Buffer.from(bytes.subarray(at)));
  return fragment;
}

function pushFilled(pieces: Buffer[], fragment: Fragment, fills: Record<Fill, Buffer>) {
  for (const part of fragment) pieces.push(typeof part === 'number' ? fills[part] : part);
}

/** The address as a query value, written as URLSearchParams writes it (selectorHref's `back`). */
function queryValue(page: string): string {
  return new URLSearchParams({ v: page }).toString().slice(2);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
