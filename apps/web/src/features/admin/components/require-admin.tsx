import {
  authMessages,
  dataMessages,
  moderationMessages,
  organizationMessages,
} from '@catalyst/shared';
import ShieldX from 'lucide-react/icons/shield-x';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';
import { PageLoading } from '@/components/page-loading';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { RequireAccess, useIsAdmin } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';

const notAllowedTitle = 'Not allowed';

/** Shown in the console's place to anyone who is not an administrator. */
function NotAllowed({ failed = false }: { failed?: boolean }) {
  const title = failed ? organizationMessages.errorTitle : notAllowedTitle;
  usePageTitle(title);
  const Icon = failed ? TriangleAlert : ShieldX;
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <Card className="mx-auto max-w-xl px-6 py-12 text-center sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-red-50 text-red-700">
          <Icon aria-hidden className="size-7" />
        </span>
        <h1 className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        <p className="mt-2 text-slate-600">
          {failed ? dataMessages.loadFailed : moderationMessages.adminOnly}
        </p>
        <Button asChild variant="outline" className="mt-6">
          <Link to={paths.dashboard}>Go to Dashboard</Link>
        </Button>
      </Card>
    </div>
  );
}

function AdminOnly({ children }: { children: ReactNode }) {
  const check = useIsAdmin();
  if (check === 'pending') return <PageLoading />;
  if (check === 'admin') return children;
  return <NotAllowed failed={check === 'unknown'} />;
}

/**
 * The console's guard: a verified, permanent account first (the dashboard's rules), then the
 * administrator role from the user's profile. Everyone else is told plainly that this is not
 * for them; the server refuses their calls (403) whatever the page shows.
 */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireAccess level="verified" message={authMessages.guard.permanentAccount}>
      <AdminOnly>{children}</AdminOnly>
    </RequireAccess>
  );
}
