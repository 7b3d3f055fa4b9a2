// Pictures live in the picture table and are served by /photo/{name}.svg (routes/photo.ts). Answers
// carry paths relative to the backend: the storefront proxies /photo, so no host is baked in.
export function pictureUrl(name: string | null | undefined): string | null {
  if (!name) return null;
  if (name.startsWith('/') || /^https?:\/\//.test(name)) return name;
  return `/photo/${encodeURIComponent(name.replace(/\.svg$/, ''))}.svg`;
}
