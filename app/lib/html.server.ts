// HTML from the content and commerce APIs is made safe before it reaches the page.
import sanitizeHtml from 'sanitize-html';

const options: sanitizeHtml.IOptions = {
  allowedTags: sanitizeHtml.defaults.allowedTags.concat(['img', 'h1', 'h2', 'figure', 'figcaption']),
  allowedAttributes: {
    ...sanitizeHtml.defaults.allowedAttributes,
    img: ['src', 'alt', 'width', 'height', 'loading'],
    '*': ['id', 'class'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // headings of content start below the page's own h1
  transformTags: { h1: 'h2' },
};

// The same catalogue and content texts come back on every request (the catalogue cache holds them):
// sanitize each once. Bounded, oldest out first.
const sanitized = new Map<string, string>();
const SANITIZED_MAX = 500;

export function safeHtml(html: string | null | undefined): string {
  if (!html) return '';
  let safe = sanitized.get(html);
  if (safe === undefined) {
    safe = sanitizeHtml(html, options);
    if (sanitized.size >= SANITIZED_MAX) sanitized.delete(sanitized.keys().next().value!);
    sanitized.set(html, safe);
  }
  return safe;
}
