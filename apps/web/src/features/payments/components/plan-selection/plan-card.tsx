import { paymentMessages, type PlanId, plans } from '@catalyst/shared';
import Check from 'lucide-react/icons/check';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** One plan as docs/product/billing.md lists it: name, description, price, features, button. */
export function PlanCard({
  planId,
  processing,
  disabled,
  onSelect,
}: {
  planId: PlanId;
  /** This plan's checkout is being prepared. */
  processing: boolean;
  disabled: boolean;
  onSelect: (planId: PlanId) => void;
}) {
  const plan = plans[planId];
  const headingId = useId();
  const highlighted = plan.badge !== null;
  return (
    <section aria-labelledby={headingId} className="flex">
      <Card
        className={cn(
          'relative flex w-full flex-col gap-6 p-6 sm:p-8',
          highlighted && 'border-brand-600 shadow-md ring-2 ring-brand-600',
        )}
      >
        {plan.badge ? (
          <Badge className="absolute -top-3 left-6 bg-accent-400 px-3 py-1 text-slate-900">
            {plan.badge}
          </Badge>
        ) : null}
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-xl font-semibold text-slate-900">
            {plan.name}
          </h2>
          <p className="text-sm text-slate-600">{plan.description}</p>
        </div>
        <p className="flex items-baseline gap-1 text-slate-900">
          <span className="text-4xl font-bold tracking-tight">${plan.priceUsd}</span>
          <span className="text-base text-slate-600">/{plan.period}</span>
        </p>
        <ul className="flex flex-col gap-3 text-sm text-slate-700">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          size="lg"
          variant={highlighted ? 'default' : 'outline'}
          className="mt-auto w-full"
          disabled={disabled}
          aria-busy={processing || undefined}
          onClick={() => onSelect(planId)}
        >
          {processing ? paymentMessages.processing : plan.action}
        </Button>
      </Card>
    </section>
  );
}
