import { Badge } from '@/components/ui/badge';
import { organizationStatusLabels } from '../admin-labels';

const tones: Record<keyof typeof organizationStatusLabels, string> = {
  published: 'border-green-200 bg-green-50 text-green-800',
  pending: 'border-amber-200 bg-amber-50 text-amber-900',
  lapsed: 'border-slate-300 bg-slate-100 text-slate-700',
  hidden: 'border-red-200 bg-red-50 text-red-800',
};

/** An organization's state in the console: publication, or hidden by moderators. */
export function StatusBadge({ status }: { status: keyof typeof organizationStatusLabels }) {
  return <Badge className={tones[status]}>{organizationStatusLabels[status]}</Badge>;
}
