import { subscriptionTypeOnTheWire } from '@catalyst/shared';
import type {
  MemberOrganization,
  MemberRole,
  Organization,
  OrganizationCard,
} from '@catalyst/shared';
import type { OrganizationRecord } from './organizations.repository.js';
import { toMediaItem } from './organization-media.mapper.js';

interface CardRow {
  id: string;
  slug: string;
  name: string;
  description: string;
  logoUrl: string | null;
  categoryIds: string[];
  countryCode: string;
  location: string | null;
  websiteVerifiedDomain: string | null;
}

export function toOrganizationCard(row: CardRow): OrganizationCard {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    logo: row.logoUrl,
    categoryIds: row.categoryIds,
    country: row.countryCode,
    location: row.location,
    websiteVerified: row.websiteVerifiedDomain ? { domain: row.websiteVerifiedDomain } : null,
  };
}

/**
 * The profile as anyone may read it, from a row and its category links: the same whoever
 * asks. Nothing of who owns it or how it pays is in it.
 */
export function toOrganization(record: OrganizationRecord): Organization {
  const categoriesOrder: Record<string, number> = {};
  const categoriesDetails: Record<string, string> = {};
  const categoryImages: Record<string, string> = {};
  for (const link of record.links) {
    categoriesOrder[link.categoryId] = link.position;
    if (link.detailText) categoriesDetails[link.categoryId] = link.detailText;
    if (link.imageUrl) categoryImages[link.categoryId] = link.imageUrl;
  }
  return {
    ...toOrganizationCard(record),
    categoryIds: record.links.map((link) => link.categoryId),
    bannerImage: record.bannerImageUrl,
    categoriesOrder,
    categoriesDetails,
    categoryImages,
    foundedYear: record.foundedYear,
    websiteUrl: record.websiteUrl,
    linkedinUrl: record.linkedinUrl,
    twitterUrl: record.twitterUrl,
    blogUrl: record.blogUrl,
    media: record.media.map(toMediaItem),
    publicationStatus: record.status,
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The organization as one of its people (`role`) sees it: the profile and its team's facts. */
export function toMemberOrganization(
  record: OrganizationRecord,
  role: MemberRole,
): MemberOrganization {
  return {
    ...toOrganization(record),
    createdBy: record.createdBy,
    paymentStatus: record.status === 'published' ? 'paid' : 'pending',
    subscriptionType: record.subscriptionType && subscriptionTypeOnTheWire(record.subscriptionType),
    moderation:
      record.hiddenAt && record.hiddenReason
        ? {
            hiddenAt: record.hiddenAt.toISOString(),
            reason: record.hiddenReason,
            reviewRequestedAt: record.reviewRequestedAt?.toISOString() ?? null,
          }
        : null,
    viewerRole: role,
  };
}
