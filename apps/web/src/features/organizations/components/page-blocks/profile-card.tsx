import { useId, type ReactNode } from 'react';
import { StaticHtml } from '@/components/static-html';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * A titled card of the profile; the title names the region for assistive technology. A card
 * whose content needs no script passes `contentKey` (everything it shows, as one string): the
 * browser then keeps the server's markup of it instead of hydrating it (see StaticHtml).
 */
export function ProfileCard({
  title,
  children,
  className,
  contentKey,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  contentKey?: string;
}) {
  const headingId = useId();
  const card = (
    <Card>
      <CardHeader>
        <CardTitle id={headingId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
  if (contentKey === undefined) {
    return (
      <section aria-labelledby={headingId} className={className}>
        {card}
      </section>
    );
  }
  return (
    <StaticHtml
      as="section"
      aria-labelledby={headingId}
      className={className}
      contentKey={JSON.stringify([title, contentKey])}
    >
      {card}
    </StaticHtml>
  );
}
