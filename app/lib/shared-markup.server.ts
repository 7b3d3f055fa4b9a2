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
const MARKER = Buffer.from('<template data-shared');
const MARKER_END = Buffer.from('</template>');
// a Suspense boundary React had to stream apart from its place: its content is elsewhere in the document
const PENDING_BOUNDARY = Buffer.from('<!--$?-->');
// keys carry the page's address, which a visitor chooses: memory is bounded in bytes, not only entries
const AVERAGE_ENTRY_BYTES = 8192;

/** a fragment's bytes, cut where the stand-in token stood: each shopper's token goes between the parts */
type Fragment = Buffer[];

// Production only: the key names a card's inputs, not its code, so under `npm run dev` an edited card
// would still be served as it was; there every card is rendered, and a change shows at once.
const fragments =
  env.isProduction && env.sharedMarkupMax > 0
    ? new LRUCache<string, Fragment>({
        max: env.sharedMarkupMax,
        maxSize: env.sharedMarkupMax * AVERAGE_ENTRY_BYTES,
        sizeCalculation: (fragment, key) => key.length + fragment.reduce((sum, part) => sum + part.length, 0),
      })
    : null;

/** A recorder for one document, or null when shared markup is off (development, SHARED_MARKUP_MAX=0). */
export function sharedMarkupRecorder(): DocumentMarkup | null {
  return fragments ? new DocumentMarkup(fragments) : null;
}

export class DocumentMarkup implements SharedMarkupRecorder {
  readonly tokenStandIn = TOKEN_STAND_IN;
  // what each marker stands for; a known fragment is held here, so eviction meanwhile changes nothing
  private places: Array<{ key: string; fragment: Fragment | undefined }> = [];
  private token = '';

  constructor(private store: LRUCache<string, Fragment>) {}

  mark(key: string, token: string) {
    this.token = token;
    const fragment = this.store.get(key);
    this.places.push({ key, fragment });
    return { id: this.places.length - 1, known: fragment !== undefined };
  }

  /** The document as an uncached render makes it: markers replaced, fragments rendered now kept. */
  finish(rendered: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
    if (!this.places.length) return rendered;
    const document = Buffer.from(rendered.buffer, rendered.byteOffset, rendered.byteLength);
    // the token as React writes it in an attribute
    const token = Buffer.from(escapeAttribute(this.token));
    const pieces: Buffer[] = [];
    let at = 0;
    for (let found = document.indexOf(MARKER, at); found !== -1; found = document.indexOf(MARKER, at)) {
      const close = document.indexOf(MARKER_END, found);
      const marker = /^(|-from|-to)="(\d+)">$/.exec(document.toString('latin1', found + MARKER.length, close));
      const place = marker ? this.places[Number(marker[2])] : undefined;
      if (!marker || !place || marker[1] === '-to') throw new Error(`shared markup: unexpected marker at byte ${found}`);
      pieces.push(document.subarray(at, found));
      if (marker[1] === '') {
        pushFilled(pieces, place.fragment!, token);
        at = close + MARKER_END.length;
        continue;
      }
      const start = close + MARKER_END.length;
      const endMarker = Buffer.from(`<template data-shared-to="${marker[2]}"></template>`);
      const end = document.indexOf(endMarker, start);
      if (end === -1) throw new Error(`shared markup: no end for marker ${marker[2]}`);
      const body = document.subarray(start, end);
      const fragment = split(body);
      pushFilled(pieces, fragment, token);
      if (keepable(body, token)) this.store.set(place.key, fragment);
      at = end + endMarker.length;
    }
    pieces.push(document.subarray(at));
    return Buffer.concat(pieces) as Uint8Array<ArrayBuffer>;
  }
}

/** Never kept: a fragment holding this shopper's token, another marker, or a boundary streamed apart. */
function keepable(body: Buffer, token: Buffer): boolean {
  return body.indexOf(MARKER) === -1 && body.indexOf(PENDING_BOUNDARY) === -1 && (token.length === 0 || body.indexOf(token) === -1);
}

function split(bytes: Buffer): Fragment {
  const parts: Buffer[] = [];
  let at = 0;
  for (let found = bytes.indexOf(STAND_IN); found !== -1; found = bytes.indexOf(STAND_IN, at)) {
    parts.push(Buffer.from(bytes.subarray(at, found)));
    at = found + STAND_IN.length;
  }
  // copies: a kept fragment must not hold on to the whole document it came from
  parts.push(Buffer.from(bytes.subarray(at)));
  return parts;
}

function pushFilled(pieces: Buffer[], fragment: Fragment, token: Buffer) {
  fragment.forEach((part, index) => {
    if (index) pieces.push(token);
    pieces.push(part);
  });
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' };
function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}
