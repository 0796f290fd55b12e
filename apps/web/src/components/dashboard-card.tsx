import type { ReactNode, Ref } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** One card of the dashboard: a titled region screen readers can jump to. */
export function DashboardCard({
  id,
  title,
  description,
  action,
  children,
  className,
  ref,
}: {
  id: string;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  children: ReactNode;
  className?: string;
  ref?: Ref<HTMLElement>;
}) {
  const titleId = `${id}-title`;
  return (
    <section id={id} ref={ref} aria-labelledby={titleId} className="scroll-mt-24">
      <Card className={className}>
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1.5">
            <CardTitle id={titleId}>{title}</CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
          {action}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </section>
  );
}
