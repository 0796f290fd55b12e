import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** The opening band of a content page: its one h1, a short introduction and optional extras. */
export function PageHeader({
  eyebrow,
  title,
  description,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'relative overflow-hidden border-b border-slate-200 bg-gradient-to-b from-brand-50 via-white to-white',
        className,
      )}
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-0 size-80 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <div className="max-w-3xl">
          {eyebrow ? (
            <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance text-slate-900 sm:text-5xl">
            {title}
          </h1>
          {description ? (
            <p className="mt-5 text-lg leading-relaxed text-pretty text-slate-600">{description}</p>
          ) : null}
          {children ? <div className="mt-8">{children}</div> : null}
        </div>
      </div>
    </div>
  );
}

/** A titled band of a content page, inside the standard container. */
export function PageSection({
  id,
  title,
  description,
  children,
  className,
}: {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const headingId = `${id}-title`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'mx-auto max-w-7xl scroll-mt-20 px-4 py-14 sm:px-6 sm:py-16 lg:px-8',
        className,
      )}
    >
      <div className="max-w-2xl">
        <h2
          id={headingId}
          className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl"
        >
          {title}
        </h2>
        {description ? <p className="mt-3 text-lg text-slate-600">{description}</p> : null}
      </div>
      <div className="mt-8">{children}</div>
    </section>
  );
}
