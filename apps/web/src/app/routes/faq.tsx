import { dataMessages, faqCategories, pageTitles } from '@catalyst/shared';
import MessageCircleQuestion from 'lucide-react/icons/message-circle-question-mark';
import { PageHeader } from '@/components/page-header';
import { Link } from 'react-router';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { siteConfig } from '@/config/site-config';
import { FaqAccordion, FaqSkeleton, prefetchFaq, useFaq } from '@/features/faq/pages';
import { usePageTitle } from '@/hooks/use-page-title';
import type { PageHandle } from '../route-data';

export const handle: PageHandle = { prefetch: prefetchFaq };

export function Component() {
  usePageTitle(pageTitles.faq);
  const faq = useFaq();

  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        description={`Everything you need to know about ${siteConfig.productName} Profiles: who can create one, how publishing works, managing your organization and what it costs.`}
      />

      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 lg:grid-cols-[16rem_1fr] lg:gap-16 lg:px-8">
        <aside className="hidden lg:block">
          {faq.isSuccess ? (
            <div className="sticky top-24 flex flex-col gap-8">
              <nav aria-label="FAQ categories">
                <p className="text-sm font-semibold text-slate-900">Categories</p>
                <ul className="mt-4 flex flex-col gap-2 border-l border-slate-200 text-sm">
                  {faqCategories.map((category) => (
                    <li key={category.id}>
                      <a
                        href={`#faq-${category.id}`}
                        className="-ml-px block border-l border-transparent py-0.5 pl-4 text-slate-600 hover:border-brand-600 hover:text-brand-700"
                      >
                        {category.name}
                      </a>
                    </li>
                  ))}
                </ul>
              </nav>
            </div>
          ) : null}
        </aside>

        <div className="flex max-w-4xl flex-col gap-10">
          {faq.isPending ? (
            <FaqSkeleton groups={faqCategories.length} />
          ) : faq.isError ? (
            <Alert
              variant="destructive"
              className="flex flex-col gap-3 sm:flex-row sm:items-center"
            >
              <AlertDescription className="mt-0 flex-1">{dataMessages.loadFailed}</AlertDescription>
              <Button variant="outline" size="sm" onClick={() => void faq.refetch()}>
                Try again
              </Button>
            </Alert>
          ) : (
            <FaqAccordion entries={faq.data} />
          )}

          <section
            aria-labelledby="faq-more-title"
            className="flex flex-col items-start gap-4 rounded-xl border border-brand-100 bg-brand-50 p-6 sm:flex-row sm:items-center"
          >
            <div className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white text-brand-700">
              <MessageCircleQuestion className="size-5" aria-hidden />
            </div>
            <div className="flex-1">
              <h2 id="faq-more-title" className="font-semibold text-slate-900">
                Still have questions?
              </h2>
              <p className="text-sm text-slate-600">
                Can&apos;t find the answer you&apos;re looking for? Our team is happy to help.
              </p>
            </div>
            <Button asChild>
              <Link to={paths.contact}>Contact us</Link>
            </Button>
          </section>
        </div>
      </div>
    </>
  );
}
