import type { Category } from '@catalyst/shared';
import ArrowDown from 'lucide-react/icons/arrow-down';
import ArrowUp from 'lucide-react/icons/arrow-up';
import { useRef } from 'react';
import { flushSync } from 'react-dom';
import { Button } from '@/components/ui/button';
import type { MoveDirection } from '../lib/category-order';

/**
 * The order the profile shows the categories in, with up/down moves. Company Properties are
 * listed apart: the profile shows them in a card of their own, never as ordered sections.
 */
export function CategoryOrderList({
  ordered,
  companyProperties,
  onMove,
}: {
  ordered: readonly Category[];
  companyProperties: readonly Category[];
  onMove: (categoryId: string, direction: MoveDirection) => void;
}) {
  if (ordered.length === 0 && companyProperties.length === 0) {
    return <p className="text-sm text-slate-600">Select categories above to order them here.</p>;
  }
  return (
    <div className="flex flex-col gap-5">
      {ordered.length > 0 ? (
        <ol aria-label="Category order" className="flex flex-col gap-2">
          {ordered.map((category, index) => (
            <OrderItem
              key={category.id}
              category={category}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === ordered.length - 1}
              onMove={onMove}
            />
          ))}
        </ol>
      ) : null}
      {companyProperties.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium text-slate-800">Company Properties</h3>
          <p className="mt-1 text-xs text-slate-500">Shown together on the profile, not ordered.</p>
          <ul aria-label="Company Properties" className="mt-2 flex flex-wrap gap-2">
            {companyProperties.map((category) => (
              <li
                key={category.id}
                className="inline-flex items-center gap-1.5 rounded-full border border-slate-200 bg-slate-50 px-3 py-1 text-sm text-slate-800"
              >
                <span aria-hidden>{category.emoji}</span>
                {category.name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

function OrderItem({
  category,
  position,
  isFirst,
  isLast,
  onMove,
}: {
  category: Category;
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (categoryId: string, direction: MoveDirection) => void;
}) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);

  // A move to either end disables the button just used; the focus stays on the item instead.
  function move(direction: MoveDirection) {
    flushSync(() => onMove(category.id, direction));
    const used = direction === 'up' ? upRef.current : downRef.current;
    if (used?.disabled) (direction === 'up' ? downRef : upRef).current?.focus();
  }

  return (
    <li className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
      <span className="w-6 text-right text-sm font-medium text-slate-500 tabular-nums">
        {position}.
      </span>
      <span className="flex min-w-0 flex-1 items-center gap-1.5 text-sm text-slate-900">
        <span aria-hidden>{category.emoji}</span>
        <span className="break-words">{category.name}</span>
      </span>
      <div className="flex gap-1">
        {(
          [
            { direction: 'up', ref: upRef, Icon: ArrowUp, disabled: isFirst },
            { direction: 'down', ref: downRef, Icon: ArrowDown, disabled: isLast },
          ] as const
        ).map(({ direction, ref, Icon, disabled }) => (
          <Button
            key={direction}
            ref={ref}
            type="button"
            variant="outline"
            size="icon"
            className="size-9"
            aria-label={`Move ${category.name} ${direction}`}
            disabled={disabled}
            onClick={() => move(direction)}
          >
            <Icon aria-hidden />
          </Button>
        ))}
      </div>
    </li>
  );
}
