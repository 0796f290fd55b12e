import { openRolePublicText } from '@catalyst/shared';
import { cn } from '@/lib/utils';

/**
 * 'Hiring now': a toggle (pressed or not) beside the category groups. Without JavaScript the
 * filter form's checkbox does the same (no-script-filters.tsx).
 */
export function HiringToggle({
  pressed,
  onPressedChange,
}: {
  pressed: boolean;
  onPressedChange: (pressed: boolean) => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={() => onPressedChange(!pressed)}
      className={cn(
        'inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600',
        pressed
          ? 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
      )}
    >
      {openRolePublicText.hiringNow}
    </button>
  );
}
