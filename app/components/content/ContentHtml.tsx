// Content HTML (already sanitised on the server, app/lib/html.server.ts). Its video links lead to the
// video page (/video), which works without JS; with JS a click opens the same player in a modal
// dialog over the page instead, and the browser's Back closes it (~/lib/dialog-history).
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from '@remix-run/react';
import { tContent as t } from '~/i18n/content';
import { dropDialogEntry, popDialogEntry, pushDialogEntry } from '~/lib/dialog-history';
import { videoSource, type VideoSource } from '~/lib/video';
import { VideoPlayer } from './VideoPlayer';

export function ContentHtml({ html, className = 'prose-shop' }: { html: string; className?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [video, setVideo] = useState<{ source: VideoSource; title: string } | null>(null);
  const location = useLocation();
  const close = useCallback(() => dialog.current?.close(), []);

  useEffect(() => {
    dropDialogEntry(close);
    close();
  }, [location.key, close]);

  useEffect(() => {
    if (video && dialog.current && !dialog.current.open) {
      dialog.current.showModal();
      pushDialogEntry(close);
    }
  }, [video, close]);

  const open = (event: MouseEvent<HTMLDivElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href^="/video?"]');
    if (!link) return;
    const query = new URL(link.getAttribute('href')!, window.location.origin).searchParams;
    const source = videoSource(query.get('src') ?? '');
    if (!source) return;
    event.preventDefault();
    setVideo({ source, title: query.get('title') || t('video.title') });
  };

  return (
    <>
      {/* the clicks are the links' own (keyboard included): the div only hears them bubble */}
      <div className={className} onClick={open} dangerouslySetInnerHTML={{ __html: html }} />
      {video ? (
        <dialog
          ref={dialog}
          aria-labelledby="video-dialog-title"
          className="w-full max-w-3xl rounded-lg bg-white p-4 backdrop:bg-black/60"
          onClose={() => {
            popDialogEntry(close);
            setVideo(null);
          }}
        >
          <div className="mb-2 flex items-center justify-between gap-2">
            <h2 id="video-dialog-title" className="text-lg font-bold">
              {video.title}
            </h2>
            <button type="button" onClick={close} className="btn-outline min-h-11" aria-label={t('video.close')}>
              ×
            </button>
          </div>
          <VideoPlayer source={video.source} title={video.title} />
        </dialog>
      ) : null}
    </>
  );
}
