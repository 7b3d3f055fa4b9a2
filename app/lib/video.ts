// The videos the shop plays on its video page (/video): YouTube and Vimeo through their embed
// players (the only hosts the page frames: frame-src in app/lib/headers.ts), and .mp4 files of the
// shop itself. Anything else is not a video of the shop's, and its link stays a plain link.
export type VideoSource = { kind: 'embed'; src: string } | { kind: 'file'; src: string };

export const VIDEO_FRAME_HOSTS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** What plays `url` (a link of the content, already made relative when it is the shop's), or null. */
export function videoSource(url: string): VideoSource | null {
  const value = url.trim();
  // eslint-disable-next-line no-control-regex
  if (!value || value.length > 2000 || /[\u0000-\u001f\u007f\\]/.test(value)) return null;
  if (value.startsWith('/') && !value.startsWith('//')) {
    const path = value.split(/[?#]/)[0]!;
    return /^\/[A-Za-z0-9/_.-]+\.mp4$/i.test(path) && !path.includes('..') ? { kind: 'file', src: path } : null;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return null;
  if (parsed.username || parsed.password || parsed.port) return null;
  const host = parsed.hostname.toLowerCase();
  const parts = parsed.pathname.split('/').filter(Boolean);
  let youtube: string | undefined;
  if (host === 'youtu.be') youtube = parts[0];
  else if (YOUTUBE_HOSTS.has(host))
    youtube =
      parts[0] === 'watch'
        ? (parsed.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live'].includes(parts[0] ?? '')
          ? parts[1]
          : undefined;
  if (youtube !== undefined)
    return YOUTUBE_ID.test(youtube) ? { kind: 'embed', src: `https://www.youtube-nocookie.com/embed/${youtube}` } : null;
  if (VIMEO_HOSTS.has(host)) {
    const id = host === 'player.vimeo.com' ? (parts[0] === 'video' ? parts[1] : undefined) : parts[0];
    return id && /^\d{1,12}$/.test(id) ? { kind: 'embed', src: `https://player.vimeo.com/video/${id}` } : null;
  }
  return null;
}

/** The shop's page of a video link, named after the link's words. */
export function videoPagePath(src: string, title = ''): string {
  const query = new URLSearchParams({ src });
  if (title) query.set('title', title.slice(0, 200));
  return `/video?${query}`;
}
