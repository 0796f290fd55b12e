import { faqCategories, type FaqCategoryId, type FaqEntry, faqMessages } from '@catalyst/shared';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

interface FaqGroup {
  id: FaqCategoryId;
  name: string;
}

/** One question and its answer; `value` must be unique within the surrounding accordion. */
export function FaqItem({ entry, value }: { entry: FaqEntry; value: string }) {
  return (
    <AccordionItem value={value} className="last:border-b-0">
      <AccordionTrigger className="rounded-md text-base">{entry.question}</AccordionTrigger>
      <AccordionContent className="whitespace-pre-line text-base text-slate-600">
        {entry.answer}
      </AccordionContent>
    </AccordionItem>
  );
}

/**
 * Every entry under each of its categories, in the categories' order. One accordion spans all
 * groups, so opening a question anywhere closes the one open before; an open one closes again.
 * An entry tagged with two categories appears in both groups.
 */
export function FaqAccordion({
  entries,
  groups = faqCategories,
  className,
}: {
  entries: readonly FaqEntry[];
  groups?: readonly FaqGroup[];
  className?: string;
}) {
  return (
    <Accordion type="single" collapsible className={cn('flex flex-col gap-8', className)}>
      {groups.map((group) => {
        const inGroup = entries.filter((entry) => entry.categories.includes(group.id));
        const headingId = `faq-${group.id}`;
        return (
          <section
            key={group.id}
            aria-labelledby={headingId}
            className="rounded-xl border border-slate-200 bg-white px-5 py-4 shadow-sm sm:px-6"
          >
            <h2
              id={headingId}
              className="scroll-mt-24 pt-1 pb-2 text-xl font-semibold text-slate-900"
            >
              {group.name}
            </h2>
            {inGroup.length === 0 ? (
              <p className="py-4 text-slate-600">{faqMessages.emptyCategory}</p>
            ) : (
              inGroup.map((entry) => (
                <FaqItem key={entry.id} entry={entry} value={`${group.id}:${entry.id}`} />
              ))
            )}
          </section>
        );
      })}
    </Accordion>
  );
}

/** Placeholder rows while the questions load. */
export function FaqSkeleton({ groups = 1, rows = 3 }: { groups?: number; rows?: number }) {
  return (
    <div className="flex flex-col gap-8" aria-busy="true">
      <span className="sr-only" role="status">
        Loading questions…
      </span>
      {Array.from({ length: groups }, (_, group) => (
        <div key={group} className="rounded-xl border border-slate-200 bg-white px-5 py-5 sm:px-6">
          {groups > 1 ? <Skeleton className="mb-4 h-6 w-48" /> : null}
          <div className="flex flex-col gap-5">
            {Array.from({ length: rows }, (_, row) => (
              <Skeleton key={row} className="h-5 w-full max-w-xl" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
