import { createHash, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import {
  isDomainContactAddress,
  WEBSITE_CHECK_LIMITS,
  WEBSITE_EMAIL_LIMITS,
  WEBSITE_EMAIL_LINK_HOURS,
  WEBSITE_FETCH_MAX_BYTES,
  WEBSITE_FETCH_MAX_REDIRECTS,
  WEBSITE_FETCH_TIMEOUT_MS,
  websiteDomainOf,
  websiteVerificationMessages as text,
  type WebsiteCheckResult,
  type WebsiteEmailConfirmed,
  type WebsiteVerification,
} from '@catalyst/shared';
import { AppError } from '../../lib/app-error.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { safeFetch, type SafeFetchOptions } from '../../lib/safe-fetch.js';
import type { RateLimitRule, RateLimitStore } from '../../lib/rate-limit/rate-limit-store.js';
import { assertMember } from '../organizations/index.js';
import { confirmWebsiteEmail } from './website-verification-emails.js';
import type { WebsiteVerificationRepository } from './website-verification.repository.js';
import { metaTagFor, proofProblem, proofUrl, type ProofMethod } from './website-proof.js';

type OwnedOrganization = NonNullable<
  Awaited<ReturnType<WebsiteVerificationRepository['findOrganization']>>
>;

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * An owner proves the organization controls its website's domain: a file or a meta tag the
 * server fetches (lib/safe-fetch.ts), or a link mailed to an address at the domain. The
 * verified badge is kept on the organization row; a change of website clears it (a trigger,
 * migration 0009).
 */
export function createWebsiteVerificationService(deps: {
  repository: WebsiteVerificationRepository;
  rateLimits: RateLimitStore;
  mailer: Mailer;
  publicUrl: string;
  productName: string;
  /** Tests only (never production): fetch stand-in sites on loopback. */
  allowLoopback: boolean;
  /** Tests substitute a resolver for names that do not exist. */
  resolve?: SafeFetchOptions['resolve'];
  now?: () => Date;
}) {
  const { repository, rateLimits } = deps;
  const now = () => deps.now?.() ?? new Date();
  const fetchOptions: SafeFetchOptions = {
    timeoutMs: WEBSITE_FETCH_TIMEOUT_MS,
    maxBytes: WEBSITE_FETCH_MAX_BYTES,
    maxRedirects: WEBSITE_FETCH_MAX_REDIRECTS,
    allowLoopback: deps.allowLoopback,
    ...(deps.resolve ? { resolve: deps.resolve } : {}),
  };

  async function ownedBy(userId: string, organizationId: string) {
    return assertMember(
      organizationId,
      await repository.findOrganization(organizationId, userId),
      'owner',
    );
  }

  /** One more use of an allowance, for the person and for the organization. */
  async function consume(
    keys: { user: string; organization: string },
    rules: { perUser: RateLimitRule; perOrganization: RateLimitRule },
    message: string,
  ) {
    for (const [key, rule] of [
      [keys.user, rules.perUser],
      [keys.organization, rules.perOrganization],
    ] as const) {
      const decision = await rateLimits.consume(key, rule);
      if (!decision.allowed) {
        throw new AppError('TOO_MANY_REQUESTS', message, undefined, {
          retryAfter: decision.retryAfter,
        });
      }
    }
  }

  async function stateOf(organization: OwnedOrganization): Promise<WebsiteVerification> {
    const token =
      organization.token ??
      (await repository.ensureToken(organization.id, randomBytes(24).toString('base64url')));
    const website = organization.websiteUrl;
    return {
      website,
      domain: websiteDomainOf(website),
      verified:
        organization.verifiedAt && organization.verifiedDomain && organization.method
          ? {
              at: organization.verifiedAt.toISOString(),
              method: organization.method,
              domain: organization.verifiedDomain,
            }
          : null,
      token,
      fileUrl: website ? proofUrl(website, 'file') : null,
      pageUrl: website ? proofUrl(website, 'meta') : null,
      metaTag: metaTagFor(token),
    };
  }

  /** The website the organization names, with the domain a proof must come from. */
  function websiteOf(organization: OwnedOrganization) {
    const website = organization.websiteUrl;
    const domain = websiteDomainOf(website);
    if (!website || !domain) throw new AppError('CONFLICT', text.noWebsite);
    return { website, domain };
  }

  return {
    async state(userId: string, organizationId: string): Promise<WebsiteVerification> {
      return stateOf(await ownedBy(userId, organizationId));
    },

    async check(
      userId: string,
      organizationId: string,
      method: ProofMethod,
    ): Promise<WebsiteCheckResult> {
      const organization = await ownedBy(userId, organizationId);
      const { website, domain } = websiteOf(organization);
      await consume(
        {
          user: `website-check:user:${userId}`,
          organization: `website-check:organization:${organizationId}`,
        },
        WEBSITE_CHECK_LIMITS,
        text.tooManyChecks,
      );
      const state = await stateOf(organization);
      const fetched = await safeFetch(proofUrl(website, method), fetchOptions);
      let reason = proofProblem(fetched, method, state.token);
      if (reason === null) {
        const marked = await repository.markVerified(organizationId, website, domain, method);
        if (!marked) reason = text.websiteChanged;
      }
      const after = await ownedBy(userId, organizationId);
      return { verified: reason === null, reason, verification: await stateOf(after) };
    },

    async sendEmail(userId: string, organizationId: string, email: string) {
      const organization = await ownedBy(userId, organizationId);
      const { domain } = websiteOf(organization);
      if (isIP(domain.replace(/^\[|\]$/g, '')) !== 0) {
        throw new AppError('VALIDATION_ERROR', text.emailNeedsHostName);
      }
      if (!isDomainContactAddress(email, domain)) {
        throw new AppError('VALIDATION_ERROR', text.emailOtherDomain(domain));
      }
      await consume(
        {
          user: `website-email:user:${userId}`,
          organization: `website-email:organization:${organizationId}`,
        },
        WEBSITE_EMAIL_LIMITS,
        text.tooManyEmails,
      );
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now().getTime() + WEBSITE_EMAIL_LINK_HOURS * 3_600_000);
      await repository.deleteExpiredChallenges(now());
      await repository.addEmailChallenge({
        organizationId,
        email,
        domain,
        tokenHash: hashToken(token),
        expiresAt,
      });
      await deps.mailer.send(
        confirmWebsiteEmail(
          email,
          organization.name,
          domain,
          `${deps.publicUrl}/website-verification/${token}`,
          deps.productName,
        ),
      );
      return { email, expiresAt: expiresAt.toISOString() };
    },

    /**
     * The link's holder confirms; no account needed: receiving mail at the domain is the proof.
     * The link works once, within its time, and only while the website is still at the
     * domain it was sent for.
     */
    async confirmEmail(token: string): Promise<WebsiteEmailConfirmed> {
      const challenge = await repository.takeEmailChallenge(hashToken(token));
      if (!challenge || challenge.expiresAt <= now()) {
        throw new AppError('NOT_FOUND', text.linkInvalid);
      }
      const organization = await repository.findOrganizationById(challenge.organizationId);
      if (!organization) throw new AppError('NOT_FOUND', text.linkInvalid);
      const website = organization.websiteUrl;
      if (!website || websiteDomainOf(website) !== challenge.domain) {
        throw new AppError('CONFLICT', text.linkOutdated);
      }
      const marked = await repository.markVerified(
        organization.id,
        website,
        challenge.domain,
        'email',
      );
      if (!marked) throw new AppError('CONFLICT', text.linkOutdated);
      return {
        organizationId: organization.id,
        slug: organization.slug,
        name: organization.name,
        domain: challenge.domain,
      };
    },
  };
}

export type WebsiteVerificationService = ReturnType<typeof createWebsiteVerificationService>;
