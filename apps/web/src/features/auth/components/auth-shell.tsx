import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The sign-in pages' frame: one centred card on the brand's soft band. */
export function AuthShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-24 right-0 size-80 rounded-full bg-brand-100/60 blur-3xl"
      />
      <div className="relative mx-auto w-full max-w-md px-4 py-10 sm:py-16">
        <Card className={cn('flex flex-col gap-6 p-6 sm:p-8', className)}>{children}</Card>
      </div>
    </div>
  );
}

/** The page's one h1, with an optional icon badge and a line of explanation. */
export function AuthHeading({
  title,
  description,
  icon,
  tone = 'brand',
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  tone?: 'brand' | 'success' | 'danger';
}) {
  const tones = {
    brand: 'bg-brand-50 text-brand-700',
    success: 'bg-green-50 text-green-700',
    danger: 'bg-red-50 text-red-700',
  } as const;
  return (
    <div className={cn('flex flex-col gap-2', icon && 'items-center text-center')}>
      {icon ? (
        <div
          className={cn('mb-2 flex size-14 items-center justify-center rounded-full', tones[tone])}
        >
          {icon}
        </div>
      ) : null}
      <h1 className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl">
        {title}
      </h1>
      {description ? <p className="text-sm text-pretty text-slate-600">{description}</p> : null}
    </div>
  );
}

/** A spinner for a page whose content waits on the session. */
export function AuthPending({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex justify-center py-8" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-200 border-t-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
