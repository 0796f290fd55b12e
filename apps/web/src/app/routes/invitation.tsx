import { useParams } from 'react-router';
import { InvitationPage } from '@/features/team/pages';

/** /invitations/:token: open to anyone holding the link; accepting needs the invited account. */
export function Component() {
  const token = useParams().token ?? '';
  return <InvitationPage key={token} token={token} />;
}
