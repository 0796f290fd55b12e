import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { VIDEO_PROVIDERS } from '@catalyst/shared';
import { organizations } from './organizations.js';

export const organizationMediaKinds = ['photo', 'video'] as const;

/**
 * An organization's gallery: up to 12 items (photos it uploaded, videos it links from YouTube or
 * Vimeo), in the order its owners arrange (`position`, ascending). A photo holds the stored
 * image's address and its required alt text; a video holds only the provider and the video's id,
 * from which the profile builds the privacy-enhanced embed address, so no free-form URL reaches
 * a frame.
 */
export const organizationMedia = pgTable(
  'organization_media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: organizationMediaKinds }).notNull(),
    position: integer('position').notNull(),
    imageUrl: text('image_url'),
    alt: text('alt'),
    videoProvider: text('video_provider', { enum: VIDEO_PROVIDERS }),
    videoId: text('video_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'organization_media_kind_check',
      sql`(${t.kind} = 'photo' and ${t.imageUrl} is not null and ${t.alt} is not null and ${t.videoProvider} is null and ${t.videoId} is null)
       or (${t.kind} = 'video' and ${t.imageUrl} is null and ${t.videoProvider} is not null and ${t.videoId} is not null)`,
    ),
    check(
      'organization_media_alt_check',
      sql`${t.alt} is null or char_length(${t.alt}) between 1 and 300`,
    ),
    index('organization_media_gallery_idx').on(t.organizationId, t.position),
  ],
);
