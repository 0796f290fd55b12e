import House from 'lucide-react/icons/house';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** A verified person's way on: the main action, or beside a more pressing one (`outline`). */
export function ContinueHomeButton({ variant = 'default' }: { variant?: 'default' | 'outline' }) {
  return (
    <Button asChild size="lg" variant={variant}>
      <Link to={paths.home}>
        <House aria-hidden />
        Continue to Home
      </Link>
    </Button>
  );
}
