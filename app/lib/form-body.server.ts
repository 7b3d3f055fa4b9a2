// The one way an action reads its form: the body of a shop form is a few hundred bytes, so anything
// above FORM_BODY_LIMIT is refused with 413 before it is read (Content-Length) or as soon as the
// streamed bytes pass the limit (chunked bodies), and reading stops there: a 50 MB post costs the
// storefront at most the limit in memory. Only what an HTML form sends is accepted (URL-encoded or
// multipart); anything else, and a body that does not parse, is the shopper's error (415/400), never
// a 500. Thrown Responses render the shell's error page in Italian (root ErrorBoundary).
import { tCommon as t } from '~/i18n/common';

export const FORM_BODY_LIMIT = 64 * 1024;

const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * A refusal the storefront answers on its own. `Connection: close` after a refused body: the bytes
 * the client may still be sending are not read, so the connection cannot carry another request.
 */
export function refusal(status: 400 | 403 | 405 | 413 | 415, init: { close?: boolean } = {}): Response {
  const text = t(status === 413 ? 'errors.tooLargeText' : status === 403 ? 'errors.forbiddenText' : 'errors.badRequestText');
  const headers: Record<string, string> = { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' };
  if (init.close) headers.Connection = 'close';
  return new Response(text, { status, headers });
}

/** The bytes of `body`, or null as soon as they pass `limit` (the rest is left unread). */
export async function readLimited(body: ReadableStream<Uint8Array>, limit: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // not cancel(): on Node that destroys the socket, and the shopper would get no page at all
      if (size > limit) return null;
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The submitted form of `request`, or a thrown 400/413/415 Response. */
export async function readForm(request: Request, limit = FORM_BODY_LIMIT): Promise<FormData> {
  const contentType = request.headers.get('Content-Type') ?? '';
  const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
  if (!FORM_TYPES.has(mediaType)) throw refusal(415, { close: true });
  const declared = request.headers.get('Content-Length');
  if (declared !== null && !(Number(declared) <= limit)) throw refusal(413, { close: true });
  const bytes = request.body ? await readLimited(request.body, limit) : new Uint8Array();
  if (!bytes) throw refusal(413, { close: true });
  try {
    return await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    // broken multipart (no or wrong boundary, truncated parts)
    throw refusal(400);
  }
}
