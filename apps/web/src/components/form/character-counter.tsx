import { cn } from '@/lib/utils';

type CounterTone = 'ok' | 'warning' | 'limit';

/** A counter warns under 10% remaining and turns red at 0 (docs/product/). */
function counterTone(length: number, max: number): CounterTone {
  const remaining = max - length;
  if (remaining <= 0) return 'limit';
  if (remaining < max * 0.1) return 'warning';
  return 'ok';
}

const toneClasses: Record<CounterTone, string> = {
  ok: 'text-slate-500',
  warning: 'text-amber-700',
  limit: 'font-medium text-red-700',
};

/** 'N / max' under a long text; the field refers to it, so it is read with the field. */
export function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  const tone = counterTone(length, max);
  return (
    <p
      id={id}
      data-state={tone}
      className={cn('text-right text-xs tabular-nums', toneClasses[tone])}
    >
      {length} / {max}
      <span className="sr-only"> characters</span>
    </p>
  );
}
