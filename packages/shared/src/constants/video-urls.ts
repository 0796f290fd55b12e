import type { VideoProvider } from './media.js';

export interface VideoRef {
  provider: VideoProvider;
  id: string;
}

/** Why an address was not taken: not an address at all, or a host we do not embed. */
type VideoUrlProblem = 'invalid' | 'unsupported-host';

// YouTube ids are 11 characters of base64url; Vimeo's are numbers.
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'music.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parseAddress(raw: string): URL | undefined {
  const text = raw.trim();
  if (!text || /\s/.test(text)) return undefined;
  // People paste "youtu.be/…" without the scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    if (!url.hostname.includes('.')) return undefined;
    return url;
  } catch {
    return undefined;
  }
}

function youtubeId(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'youtu.be') return segments[0];
  if (segments[0] === 'watch') return url.searchParams.get('v') ?? undefined;
  if (['shorts', 'embed', 'live', 'v'].includes(segments[0] ?? '')) return segments[1];
  return undefined;
}

function vimeoId(url: URL): string | undefined {
  const segments = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'player.vimeo.com') {
    return segments[0] === 'video' ? segments[1] : undefined;
  }
  // vimeo.com/<id>, and the channel and group forms that end with the id.
  return segments.find((segment) => VIMEO_ID.test(segment));
}

/**
 * The provider and id behind a YouTube or Vimeo address in its usual forms (youtube.com/watch?v=,
 * youtu.be/, /shorts/, /embed/, vimeo.com/<id>, player.vimeo.com/video/<id>). Only these two are
 * kept: the profile rebuilds the embed address from them, so no pasted address reaches a frame.
 */
export function parseVideoUrl(
  raw: string,
): { ok: true; video: VideoRef } | { ok: false; problem: VideoUrlProblem } {
  const url = parseAddress(raw);
  if (!url) return { ok: false, problem: 'invalid' };
  const host = url.hostname.toLowerCase();
  if (YOUTUBE_HOSTS.has(host) || host === 'youtu.be') {
    const id = youtubeId(url);
    return id && YOUTUBE_ID.test(id)
      ? { ok: true, video: { provider: 'youtube', id } }
      : { ok: false, problem: 'invalid' };
  }
  if (VIMEO_HOSTS.has(host)) {
    const id = vimeoId(url);
    return id && VIMEO_ID.test(id)
      ? { ok: true, video: { provider: 'vimeo', id } }
      : { ok: false, problem: 'invalid' };
  }
  return { ok: false, problem: 'unsupported-host' };
}

/** The privacy-enhanced player: YouTube's no-cookie host, Vimeo's player with Do Not Track. */
export function videoEmbedUrl({ provider, id }: VideoRef): string {
  return provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1`
    : `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`;
}

/** The video's own page, for visitors without JavaScript. */
export function videoPageUrl({ provider, id }: VideoRef): string {
  return provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${id}`
    : `https://vimeo.com/${id}`;
}
