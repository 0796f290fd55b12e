import { mediaMessages, videoPageUrl, type MediaVideo } from '@catalyst/shared';
import Play from 'lucide-react/icons/play';
import { useEffect, useRef, useState } from 'react';

/**
 * A video that costs the visitor nothing until they ask for it: a poster drawn here (no
 * thumbnail fetched from YouTube or Vimeo, so no request leaves for them) with a play button.
 * The button is a link to the video's own page, which is what it does before the page's
 * script has arrived or without JavaScript; once it has, a click swaps in the privacy-enhanced
 * player (youtube-nocookie.com, or Vimeo with Do Not Track), the only frames the
 * Content-Security-Policy allows.
 */
export function VideoFacade({
  video,
  organizationName,
}: {
  video: MediaVideo;
  organizationName: string;
}) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const title = mediaMessages.videoTitle(video.provider, organizationName);

  useEffect(() => {
    // The button that was focused is gone: keep the keyboard's place on the player.
    if (playing) frame.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <iframe
        ref={frame}
        src={video.embedUrl}
        title={title}
        allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
        className="aspect-video w-full rounded-md border-0 bg-slate-900"
      />
    );
  }
  return (
    <a
      href={videoPageUrl({ provider: video.provider, id: video.videoId })}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        setPlaying(true);
      }}
      aria-label={`${mediaMessages.playVideo}: ${title}`}
      className="group relative flex aspect-video w-full items-center justify-center overflow-hidden rounded-md bg-gradient-to-br from-slate-800 via-brand-900 to-slate-900 text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <span className="flex flex-col items-center gap-3">
        <span className="flex size-16 items-center justify-center rounded-full bg-white/90 text-slate-900 shadow-lg transition-transform group-hover:scale-105">
          <Play aria-hidden className="ml-1 size-7 fill-current" />
        </span>
        <span className="text-base font-semibold">{mediaMessages.playVideo}</span>
        <span className="text-sm text-white/80">{title}</span>
      </span>
    </a>
  );
}
