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

export function safeHtml(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : '';
}
