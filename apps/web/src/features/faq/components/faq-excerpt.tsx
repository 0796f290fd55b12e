import type { FaqCategoryId } from '@catalyst/shared';
import { dataMessages, faqMessages } from '@catalyst/shared';
import ArrowRight from 'lucide-react/icons/arrow-right';
import { Link } from 'react-router';
import { Accordion } from '@/components/ui/accordion';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { useFaq } from '../api/get-faq';
import { FaqItem, FaqSkeleton } from './faq-accordion';

/** The questions of a few FAQ categories, each once, with a way to the full FAQ. */
export function FaqExcerpt({
  categories,
  title = 'Frequently asked questions',
  description,
  className,
}: {
  categories: readonly FaqCategoryId[];
  title?: string;
  description?: string;
  className?: string;
}) {
  const faq = useFaq();
  const entries = (faq.data ?? []).filter((entry) =>
    entry.categories.some((category) => categories.includes(category)),
  );

  return (
    <section aria-labelledby="faq-excerpt-title" className={cn('flex flex-col gap-6', className)}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="max-w-2xl">
          <h2
            id="faq-excerpt-title"
            className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
          >
            {title}
          </h2>
          {description ? <p className="mt-2 text-slate-600">{description}</p> : null}
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={paths.faq}>
            View all FAQs
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </div>

      {faq.isPending ? (
        <FaqSkeleton rows={4} />
      ) : faq.isError ? (
        <Alert variant="destructive">
          <AlertDescription className="mt-0">{dataMessages.loadFailed}</AlertDescription>
        </Alert>
      ) : entries.length === 0 ? (
        <p className="text-slate-600">{faqMessages.emptyCategory}</p>
      ) : (
        <Accordion
          type="single"
          collapsible
          className="rounded-xl border border-slate-200 bg-white px-5 shadow-sm sm:px-6"
        >
          {entries.map((entry) => (
            <FaqItem key={entry.id} entry={entry} value={entry.id} />
          ))}
        </Accordion>
      )}
    </section>
  );
}
