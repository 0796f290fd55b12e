import {
  CHALLENGE_REQUIRED_CODE,
  htmlFormPaths,
  organizationIdParamsSchema,
  REPORT_FORM_ANCHOR,
  REPORT_FORM_PARAM,
  reportFormSchema,
  type ReportFormOutcome,
  reportInputSchema,
} from '@catalyst/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponses } from '../../plugins/error-responses.js';
import { AppError } from '../../lib/app-error.js';
import {
  acceptUrlEncodedForms,
  foreignFormResponse,
  FORM_CONTENT_TYPES,
  type FormFields,
  isSameSiteForm,
  seeOtherResponse,
  localPath,
  refuseForeignForm,
  seeOther,
} from '../../plugins/html-forms.js';
import type { ReportsService } from './reports.service.js';

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
 * with a message saying so, never let past (docs/decisions/0032-forms-that-work-without-javascript.md).
 * Answers 303 back to the profile, `?report=<outcome>#report`.
 */
export async function reportFormRoutes(
  app: FastifyInstance,
  options: { reports: ReportsService; trustedOrigins: string[] },
): Promise<void> {
  const { reports, trustedOrigins } = options;
  acceptUrlEncodedForms(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    htmlFormPaths.report(':id'),
    {
      schema: {
        operationId: 'reportOrganizationWithForm',
        summary: 'Report a profile with a plain HTML form',
        description:
          'What a profile’s report form posts when its JavaScript has not run: `reason` and `details`, checked and limited as `POST /api/organizations/{id}/reports` is. Answers 303 back to the profile (`returnTo`) with `?report=<outcome>#report`: `sent`, `INVALID_REASON`, `DETAILS_TOO_LONG`, `ALREADY_SENT`, `TOO_MANY_REQUESTS`, `CHALLENGE_REQUIRED` (the hour needs a proof of work, which takes JavaScript: nothing is stored) or `FAILED`. Only from this site’s pages (`Origin`).',
        tags: ['Moderation'],
        consumes: FORM_CONTENT_TYPES,
        params: organizationIdParamsSchema,
        body: reportFormSchema,
        response: { 303: seeOtherResponse, 403: foreignFormResponse, ...errorResponses(400) },
      },
    },
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
