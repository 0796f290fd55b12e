import {
  CHALLENGE_REQUIRED_CODE,
  organizationIdParamsSchema,
  reportInputSchema,
} from '@catalyst/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import {
  acceptUrlEncodedForms,
  type FormFields,
  isSameSiteForm,
  localPath,
  refuseForeignForm,
  seeOther,
} from '../../plugins/html-forms.js';
import type { ReportsService } from './reports.service.js';

/** The query the profile's no-JavaScript report form is answered with, and its anchor. */
export const REPORT_FORM_PARAM = 'report';
export const REPORT_FORM_ANCHOR = 'report';

/** What became of a report sent without JavaScript: the page shows the matching text. */
export type ReportFormOutcome =
  | 'sent'
  | 'INVALID_REASON'
  | 'DETAILS_TOO_LONG'
  | 'ALREADY_SENT'
  | 'TOO_MANY_REQUESTS'
  | typeof CHALLENGE_REQUIRED_CODE
  | 'FAILED';

function outcomeOf(error: unknown): ReportFormOutcome {
  if (!(error instanceof AppError)) throw error;
  switch (error.code) {
    case 'CONFLICT':
      return 'ALREADY_SENT';
    case 'TOO_MANY_REQUESTS':
      return 'TOO_MANY_REQUESTS';
    case CHALLENGE_REQUIRED_CODE:
      return CHALLENGE_REQUIRED_CODE;
    default:
      return 'FAILED';
  }
}

function text(fields: unknown, name: string): string | undefined {
  const value = fields && typeof fields === 'object' ? (fields as FormFields)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * Reporting a profile as a plain form post, for a profile page whose JavaScript has not run:
 * the same service as `POST /api/organizations/{id}/reports`, so the same rules hold (one
 * report per client per profile a day, the hourly budgets). Past the budget's threshold the
 * API asks for a proof of work, which only the page's script can do: the form is then refused
 * with a message saying so, never let past (docs/decisions/0027-forms-that-work-without-javascript.md).
 * Answers 303 back to the profile, `?report=<outcome>#report`.
 */
export async function reportFormRoutes(
  app: FastifyInstance,
  options: { reports: ReportsService; trustedOrigins: string[] },
): Promise<void> {
  const { reports, trustedOrigins } = options;
  acceptUrlEncodedForms(app);

  app.post<{ Params: { id: string } }>(
    '/organizations/:id/report',
    { schema: { hide: true } },
    async (request, reply) => {
      if (!isSameSiteForm(request, trustedOrigins)) return refuseForeignForm(reply);
      const params = organizationIdParamsSchema.safeParse(request.params);
      const profile = localPath(
        text(request.body, 'returnTo'),
        `/organizations/${request.params.id}`,
      );
      const back = (outcome: ReportFormOutcome) => {
        const [path] = profile.split(/[?#]/);
        return seeOther(reply, `${path}?${REPORT_FORM_PARAM}=${outcome}#${REPORT_FORM_ANCHOR}`);
      };
      if (!params.success) return back('FAILED');

      const input = reportInputSchema.safeParse({
        reason: text(request.body, 'reason'),
        details: text(request.body, 'details'),
      });
      if (!input.success) {
        const field = input.error.issues[0]?.path[0];
        return back(field === 'details' ? 'DETAILS_TOO_LONG' : 'INVALID_REASON');
      }

      const session = await request.session();
      const memberId = session && !session.user.isAnonymous ? session.user.id : null;
      try {
        await reports.submit({ clientIp: request.ip, memberId }, params.data.id, input.data);
      } catch (error) {
        return back(outcomeOf(error));
      }
      return back('sent');
    },
  );
}
