/**
 * Colour of an initial-letter avatar by the first letter's range:
 * a-e, f-j, k-o, p-t, u-z; anything else (digits, other scripts) gets the neutral tone.
 */
const RANGES: { until: string; className: string }[] = [
  { until: 'e', className: 'bg-teal-600 text-white' },
  { until: 'j', className: 'bg-indigo-600 text-white' },
  { until: 'o', className: 'bg-amber-500 text-slate-900' },
  { until: 't', className: 'bg-rose-600 text-white' },
  { until: 'z', className: 'bg-sky-600 text-white' },
];

export function initialOf(text: string): string {
  const first = text.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

export function initialAvatarClass(text: string): string {
  const letter = initialOf(text).toLowerCase();
  if (letter < 'a' || letter > 'z') return 'bg-slate-500 text-white';
  return RANGES.find((range) => letter <= range.until)?.className ?? 'bg-slate-500 text-white';
}
