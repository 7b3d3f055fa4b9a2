// Page data sent as one JSON string (docs/decisions/016-packed-page-data.md). Remix sends loader data
// in its turbo-stream encoding, which writes every value of every object as an index into one flat
// array: a page of two dozen product cards weighs about 1.6 times its JSON once gzipped, because the
// indexes repeat nothing that gzip could reuse. The catalogue pages pack what their loader returns
// with `pack` and read it back with `usePageData` (the component) or `unpack` (meta).
import { useLoaderData } from '@remix-run/react';

declare const packedValue: unique symbol;
/** The JSON text of a `T`: what a packing loader returns. */
export type Packed<T> = string & { readonly [packedValue]: T };

export function pack<T>(value: T): Packed<T> {
  return JSON.stringify(value) as Packed<T>;
}

// The page's component and its meta read the same string, on the server and in the browser: the
// last one read is kept, so it is parsed once. Pages only read their data, never change it.
let last: { text: string; value: unknown } | undefined;

export function unpack<T>(packed: Packed<T>): T {
  if (last?.text !== packed) last = { text: packed, value: JSON.parse(packed) };
  return last.value as T;
}

/** What a packing loader packed: `{ data: Packed<T> }` is what Remix's `data()` gives back. */
export type PageData<Loader> = Loader extends (...args: never[]) => infer Result
  ? Awaited<Result> extends infer Answer
    ? Answer extends { data: Packed<infer T> }
      ? T
      : never
    : never
  : never;

/** `useLoaderData` for a page whose loader packs its data. */
export function usePageData<Loader>(): PageData<Loader> {
  return unpack(useLoaderData() as Packed<PageData<Loader>>);
}

/** A packing page's data in its `meta` (undefined when the loader failed). */
export function metaPageData<Loader>(data: unknown): PageData<Loader> | undefined {
  return typeof data === 'string' ? unpack(data as Packed<PageData<Loader>>) : undefined;
}
