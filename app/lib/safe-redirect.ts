// The one check of every redirect target that comes from outside (redirectTo, back, a form's hidden
// field). A string check is not enough: browsers drop TAB, CR and LF anywhere in a URL, turn `\`
// into `/` and remove `.` segments, so `/\t/evil.example` or `/.//evil.example` become
// `//evil.example`, another site. The target is therefore read by the URL parser itself and kept
// only when it stays on our origin; what is returned is the parser's own serialisation (ASCII,
// percent-encoded), so it always fits a `Location` header.

/** A placeholder origin: only the comparison matters, the result is a path. */
const ORIGIN = 'http://spesa.invalid';

/** Longer targets are not ours (our URLs are short); they would only bloat `Location`. */
export const MAX_REDIRECT_LENGTH = 2048;

/**
 * A same-origin path (with its query and fragment) for `to`, or `fallback` when `to` is missing,
 * not a path, leads to another origin, or is too long. Never throws.
 */
export function safeRedirect(to: unknown, fallback = '/'): string {
  if (typeof to !== 'string' || !to.startsWith('/') || to.length > MAX_REDIRECT_LENGTH) return fallback;
  let url: URL;
  try {
    url = new URL(to, ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // a path that the parser left starting with `//` (`/.//evil`) reads as another host in `Location`
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_REDIRECT_LENGTH) return fallback;
  return path;
}
