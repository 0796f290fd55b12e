import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * /organizations has no page of its own (it is where non-owners are sent). The
 * directory is the home page, so go there and hand on the state: its one-time message
 * (e.g. "You don't have permission to edit this organization") shows there.
 */
export function Component() {
  const { state } = useLocation();
  return <Navigate to={paths.home} replace state={state} />;
}
