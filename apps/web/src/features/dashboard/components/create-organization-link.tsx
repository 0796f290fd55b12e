import Plus from 'lucide-react/icons/plus';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The way to start a new organization profile, from anywhere on the dashboard. */
export function CreateOrganizationLink({
  variant = 'accent',
  size,
  className,
}: Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={paths.submitOrganization}>
        <Plus aria-hidden />
        Create Organization
      </Link>
    </Button>
  );
}
