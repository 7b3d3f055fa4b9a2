// A video of the shop's allow-list (app/lib/video.ts): an embed player in an iframe or the shop's own
// .mp4 in a <video>, named by its title for screen readers.
import type { VideoSource } from '~/lib/video';

export function VideoPlayer({ source, title }: { source: VideoSource; title: string }) {
  return source.kind === 'embed' ? (
    <iframe
      src={source.src}
      title={title}
      className="aspect-video w-full rounded-lg bg-black"
      allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  ) : (
    // the shop's own clips come without a captions track
    <video src={source.src} title={title} controls preload="metadata" className="aspect-video w-full rounded-lg bg-black" />
  );
}
