import { notFoundMessages, pageTitles } from '@catalyst/shared';
import House from 'lucide-react/icons/house';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';

export function Component() {
  usePageTitle(pageTitles.notFound);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="bg-gradient-to-br from-brand-600 to-brand-900 bg-clip-text text-8xl font-extrabold tracking-tight text-transparent sm:text-9xl">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {notFoundMessages.title}
      </h1>
      <p className="mt-4 text-lg text-slate-600">
        Sorry, we couldn&apos;t find the page you&apos;re looking for. It may have been moved or no
        longer exists.
      </p>
      <Button asChild size="lg" className="mt-10">
        <Link to={paths.home}>
          <House aria-hidden />
          {notFoundMessages.returnHome}
        </Link>
      </Button>
    </div>
  );
}
