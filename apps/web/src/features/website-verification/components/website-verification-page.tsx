import {
  apiMessages,
  WEBSITE_VERIFICATION_FILE_PATH,
  type WebsiteCheckResult,
  type WebsiteVerification,
  websiteVerificationMessages as text,
} from '@catalyst/shared';
import FileText from 'lucide-react/icons/file-text';
import Mail from 'lucide-react/icons/mail';
import Code from 'lucide-react/icons/code';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { useState, type ReactNode } from 'react';
import { Navigate, Link } from 'react-router';
import { PageSection } from '@/components/page-section';
import { BackLinkHeader } from '@/components/back-link-header';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useMemberRole, useOrganization, VerifiedWebsiteBadge } from '@/features/organizations';
import type { FlashState } from '@/hooks/use-flash-message';
import { usePageTitle } from '@/hooks/use-page-title';
import { useWebsiteCheck, useWebsiteVerification } from '../api/website-verification';
import { CopyField } from './copy-field';
import { EmailMethodForm } from './email-method-form';

const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

const methodLabels = { file: 'a file', meta: 'a meta tag', email: 'an email address' } as const;

/** What the last check found, announced when it arrives. */
function CheckOutcome({ result }: { result: WebsiteCheckResult | undefined }) {
  if (!result) return null;
  const domain = result.verification.verified?.domain ?? result.verification.domain ?? '';
  return result.verified ? (
    <Alert variant="success">
      <AlertDescription className="mt-0">{text.verified(domain)}</AlertDescription>
    </Alert>
  ) : (
    <Alert variant="destructive">
      <AlertDescription className="mt-0 break-words">{result.reason}</AlertDescription>
    </Alert>
  );
}

function CheckButton({
  organizationId,
  method,
  label,
}: {
  organizationId: string;
  method: 'file' | 'meta';
  label: string;
}) {
  const check = useWebsiteCheck(organizationId);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <div className="flex flex-col gap-3">
      <div>
        <Button
          type="button"
          disabled={check.isPending}
          onClick={() => {
            setFailure(null);
            check.mutate(
              { method },
              {
                onError: (error) => setFailure(apiErrorMessage(error, apiMessages.internal)),
              },
            );
          }}
        >
          <RefreshCw aria-hidden className={check.isPending ? 'animate-spin' : undefined} />
          {check.isPending ? 'Checking…' : label}
        </Button>
      </div>
      <div aria-live="polite">
        {failure ? (
          <Alert variant="destructive">
            <AlertDescription className="mt-0">{failure}</AlertDescription>
          </Alert>
        ) : (
          <CheckOutcome result={check.data} />
        )}
      </div>
    </div>
  );
}

function CurrentState({ state }: { state: WebsiteVerification }) {
  if (state.verified) {
    return (
      <Alert variant="success" role="status">
        <AlertTitle className="flex flex-wrap items-center gap-2">
          <VerifiedWebsiteBadge domain={state.verified.domain} />
          <span>{state.verified.domain}</span>
        </AlertTitle>
        <AlertDescription>
          Verified by {methodLabels[state.verified.method]} on{' '}
          {dateFormat.format(new Date(state.verified.at))}. Changing the website removes the badge.
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert role="status">
      <AlertDescription className="mt-0">
        {state.domain} is not verified yet. Use any one of the three ways below.
      </AlertDescription>
    </Alert>
  );
}

function Methods({
  organizationId,
  state,
}: {
  organizationId: string;
  state: WebsiteVerification;
}) {
  if (!state.website || !state.domain || !state.fileUrl || !state.pageUrl) {
    return (
      <Alert>
        <AlertDescription className="mt-0">
          {text.noWebsite}{' '}
          <Link
            to={paths.organizationEditPath(organizationId)}
            className="font-medium text-brand-700 underline"
          >
            Edit the profile
          </Link>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <CurrentState state={state} />
      <PageSection
        stacked
        title="Upload a file"
        icon={<FileText aria-hidden className="size-5 text-brand-700" />}
      >
        <p className="text-sm text-slate-600">
          Publish a plain text file at{' '}
          <code className="break-all">{WEBSITE_VERIFICATION_FILE_PATH}</code> on your website whose
          content is the code below, then check it.
        </p>
        <CopyField label="File address" value={state.fileUrl} />
        <CopyField label="Code" value={state.token} />
        <CheckButton organizationId={organizationId} method="file" label="Check the file" />
      </PageSection>
      <PageSection
        stacked
        title="Add a meta tag"
        icon={<Code aria-hidden className="size-5 text-brand-700" />}
      >
        <p className="text-sm text-slate-600">
          Add this tag inside the <code>&lt;head&gt;</code> of your home page,{' '}
          <span className="break-all">{state.pageUrl}</span>, then check it.
        </p>
        <CopyField label="Meta tag" value={state.metaTag} />
        <CheckButton organizationId={organizationId} method="meta" label="Check the meta tag" />
      </PageSection>
      <PageSection
        stacked
        title="Confirm by email"
        icon={<Mail aria-hidden className="size-5 text-brand-700" />}
      >
        <p className="text-sm text-slate-600">
          We send a link to an address at {state.domain}; whoever opens it confirms the website.
        </p>
        <EmailMethodForm organizationId={organizationId} domain={state.domain} />
      </PageSection>
    </div>
  );
}

function PageSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-busy="true">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

/**
 * /organizations/:orgId/edit/website: an owner proves the organization controls its website
 * (a file, a meta tag or an emailed link) for the "Verified website" badge. The server checks
 * the owner, the domain and the proof again.
 */
export function WebsiteVerificationPage({ orgId }: { orgId: string }) {
  const organization = useOrganization(orgId);
  const role = useMemberRole(orgId);
  const organizationId = organization.data?.id ?? orgId;
  const verification = useWebsiteVerification(
    organizationId,
    role === 'owner' && organization.data !== undefined,
  );
  usePageTitle(
    organization.data ? `Verify the website of ${organization.data.name}` : 'Verify the website',
  );

  if (role === null) {
    const state: FlashState = { message: text.ownersOnly, tone: 'error' };
    return <Navigate to={paths.dashboardOrganizations} replace state={state} />;
  }

  let body: ReactNode;
  if (role === 'editor') {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">{text.ownersOnly}</AlertDescription>
      </Alert>
    );
  } else if (verification.isError) {
    body = (
      <Alert variant="destructive">
        <AlertDescription className="mt-0">
          {apiErrorMessage(verification.error, apiMessages.internal)}
        </AlertDescription>
      </Alert>
    );
  } else if (verification.isPending || role === undefined) {
    body = <PageSkeleton />;
  } else {
    body = <Methods organizationId={organizationId} state={verification.data} />;
  }

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8 lg:py-10">
      <BackLinkHeader
        back={{ to: paths.organizationEditPath(organizationId), label: 'Back to the editor' }}
        title="Verify the website"
      >
        Show visitors that {organization.data?.name ?? 'the organization'} runs the website its
        profile names: a “Verified website” badge appears on the profile and its card.
      </BackLinkHeader>
      {body}
    </div>
  );
}
