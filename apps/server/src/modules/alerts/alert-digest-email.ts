import { appRoutes, routePath, type OrganizationListItem } from '@catalyst/shared';
import { escapeHtml } from '../../lib/html-escape.js';
import type { MailMessage } from '../../lib/mail/mailer.js';
import type { OpenRolesService } from '../open-roles/index.js';
import { roleFacts } from '../seo/index.js';

/** A role as a digest tells it: with its organization, to name and link both. */
export type DigestRole = Awaited<ReturnType<OpenRolesService['latestListedOpen']>>[number];

/** One alert's news: a saved search's, or the followed organizations'. */
export interface DigestSection {
  kind: 'search' | 'follows';
  title: string;
  /** Where the whole list is, on this site (a path). */
  link: string;
  organizations: OrganizationListItem[];
  roles: DigestRole[];
}

interface DigestInput {
  to: string;
  name: string;
  sections: readonly DigestSection[];
  publicUrl: string;
  productName: string;
  unsubscribeToken: string;
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** The subject counts what is new, so the inbox alone tells whether to open it. */
function subjectOf(sections: readonly DigestSection[], productName: string): string {
  const roles = sections.reduce((sum, section) => sum + section.roles.length, 0);
  const organizations = sections.reduce((sum, section) => sum + section.organizations.length, 0);
  const parts = [
    ...(roles > 0 ? [plural(roles, 'new role', 'new roles')] : []),
    ...(organizations > 0 ? [plural(organizations, 'new organization', 'new organizations')] : []),
  ];
  return `${parts.join(' and ')} on ${productName} Profiles`;
}

/**
 * A digest of a person's alerts: each alert's new organizations and roles (title, pay, place,
 * link), a link to manage alerts, and a one-click unsubscribe (RFC 8058) that needs no sign-in:
 * `List-Unsubscribe` names it, `List-Unsubscribe-Post` says a POST to it is enough.
 */
export function alertDigestEmail(input: DigestInput): MailMessage {
  const absolute = (path: string) => `${input.publicUrl}${path}`;
  const unsubscribeUrl = absolute(
    `${appRoutes.alertsUnsubscribe}?${new URLSearchParams({ token: input.unsubscribeToken })}`,
  );
  const manageUrl = absolute(appRoutes.dashboardAlerts);
  const brand = `${input.productName} Profiles`;
  const greeting = input.name ? `Hello ${input.name},` : 'Hello,';
  const intro = 'Here is what is new for your alerts since your last digest.';

  const organizationLine = (card: OrganizationListItem) => ({
    title: card.name,
    facts: card.description,
    url: absolute(routePath('organization', { orgId: card.slug })),
  });
  const roleLine = ({ role, organization }: DigestRole) => ({
    title: `${role.title} at ${organization.name}`,
    facts: roleFacts(role),
    url: absolute(routePath('organizationRole', { orgId: organization.slug, roleId: role.id })),
  });
  const sections = input.sections.map((section) => ({
    title: section.title,
    url: absolute(section.link),
    groups: [
      { heading: 'New organizations', lines: section.organizations.map(organizationLine) },
      { heading: 'New roles', lines: section.roles.map(roleLine) },
    ].filter((group) => group.lines.length > 0),
  }));

  const text = [
    greeting,
    intro,
    ...sections.map((section) =>
      [
        `== ${section.title} ==`,
        ...section.groups.map((group) =>
          [
            `${group.heading}:`,
            ...group.lines.map((line) => `- ${line.title}\n  ${line.facts}\n  ${line.url}`),
          ].join('\n'),
        ),
        `See all: ${section.url}`,
      ].join('\n\n'),
    ),
    `Manage your alerts: ${manageUrl}`,
    `Unsubscribe from all alerts: ${unsubscribeUrl}`,
    brand,
  ].join('\n\n');

  const muted = 'color:#475569;font-size:14px';
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5;max-width:640px">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(intro)}</p>
${sections
  .map(
    (section) => `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(section.title)}</h2>
${section.groups
  .map(
    (group) => `<h3 style="font-size:15px;margin:12px 0 4px">${escapeHtml(group.heading)}</h3>
<ul style="padding-left:20px;margin:0">
${group.lines
  .map(
    (line) =>
      `<li style="margin:6px 0"><a href="${escapeHtml(line.url)}" style="color:#0f766e;font-weight:600">${escapeHtml(line.title)}</a><br><span style="${muted}">${escapeHtml(line.facts)}</span></li>`,
  )
  .join('\n')}
</ul>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(section.url)}" style="color:#0f766e">See all</a></p>`,
  )
  .join('\n')}
<p style="margin-top:24px"><a href="${escapeHtml(manageUrl)}" style="display:inline-block;background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Manage your alerts</a></p>
<p style="${muted}">You receive this because you saved a search or follow organizations on ${escapeHtml(brand)}. <a href="${escapeHtml(unsubscribeUrl)}" style="color:#475569">Unsubscribe from all alerts</a>.</p>
<p style="${muted}">${escapeHtml(brand)}</p></body></html>`;

  return {
    to: input.to,
    subject: subjectOf(input.sections, input.productName),
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
