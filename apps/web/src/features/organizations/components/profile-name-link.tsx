import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** An organization's name as a link to its profile, in the lists of the dashboard and console. */
export function ProfileNameLink({ name, slug }: { name: string; slug: string }) {
  return (
    <Link
      to={paths.organizationPath(slug)}
      className="font-medium break-words text-slate-900 hover:text-brand-800 hover:underline"
    >
      {name}
    </Link>
  );
}
