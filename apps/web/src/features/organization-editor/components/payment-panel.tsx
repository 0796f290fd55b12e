import type { LucideIcon } from 'lucide-react/types';
import { useId, type ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** The card that stands in for the form while the organization is not paid for. */
export function PaymentPanel({
  icon: Icon,
  iconClassName,
  title,
  children,
  actions,
}: {
  icon: LucideIcon;
  iconClassName?: string;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Card className="mx-auto max-w-xl px-6 py-10 text-center sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden className={cn('size-7', iconClassName)} />
        </span>
        <h2 id={headingId} className="mt-5 text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <div className="mt-2 flex flex-col gap-3 text-slate-600">{children}</div>
        {actions ? (
          <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div>
        ) : null}
      </Card>
    </section>
  );
}
