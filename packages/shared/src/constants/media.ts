/** How many photos and videos one organization's gallery holds, together. */
export const MEDIA_MAX_ITEMS = 12;
/** A photo's alt text, trimmed. */
export const MEDIA_ALT_MAX = 300;
/** A video's address as pasted; only its provider and id are kept. */
export const MEDIA_VIDEO_URL_MAX = 500;
/** Stored photos are cropped to this shape, so the gallery reserves their space exactly. */
export const MEDIA_PHOTO_WIDTH = 1200;
export const MEDIA_PHOTO_HEIGHT = 900;
/** The smaller copy stored beside each photo (`w640.webp`), for narrow screens. */
export const MEDIA_PHOTO_SMALL_WIDTH = 640;

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export type VideoProvider = (typeof VIDEO_PROVIDERS)[number];

export const videoProviderNames: Record<VideoProvider, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
};

/**
 * The only origins a profile may frame: YouTube's privacy-enhanced host and Vimeo's player.
 * The Content-Security-Policy's frame-src lists exactly these, besides the app's own origin.
 */
export const VIDEO_EMBED_ORIGINS = [
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
] as const;

export const mediaMessages = {
  altRequired: 'Describe the photo for people who cannot see it.',
  altTooLong: `The description must be at most ${MEDIA_ALT_MAX} characters.`,
  videoUrlRequired: 'Enter the address of a YouTube or Vimeo video.',
  videoUrlInvalid: 'This is not a video address. Paste the link of a YouTube or Vimeo video.',
  videoHostUnsupported: 'Only YouTube and Vimeo videos can be added.',
  limitReached: `A gallery holds at most ${MEDIA_MAX_ITEMS} photos and videos. Delete one to add another.`,
  orderMismatch: 'The order must list each photo and video of the gallery exactly once.',
  notFound: 'This photo or video is not in the gallery.',
  playVideo: 'Play video',
  videoTitle: (provider: VideoProvider, organizationName: string) =>
    `${videoProviderNames[provider]} video of ${organizationName}`,
} as const;
