import { useParams } from 'react-router';
import { AuthShell } from '@/features/auth';
import { ConfirmWebsiteEmail } from '@/features/website-verification/pages';
import { usePageTitle } from '@/hooks/use-page-title';

/** /website-verification/:token: public; the emailed link's holder confirms the website. */
export function Component() {
  usePageTitle('Confirm the website');
  const token = useParams().token ?? '';
  return (
    <AuthShell>
      <ConfirmWebsiteEmail token={token} />
    </AuthShell>
  );
}
