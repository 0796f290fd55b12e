import AlertCircle from 'lucide-react/icons/circle-exclamation-point';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { cn } from '@/lib/utils';

const icons = { info: Info, success: CheckCircle2, error: AlertCircle } as const;
const variants = { info: 'default', success: 'success', error: 'destructive' } as const;

/**
 * A message on the sign-in pages. Errors interrupt (role alert); information and success
 * are announced politely (role status).
 */
export function AuthNotice({
  tone,
  title,
  children,
  className,
}: {
  tone: keyof typeof icons;
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const Icon = icons[tone];
  return (
    <Alert
      variant={variants[tone]}
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(tone === 'info' && 'border-brand-100 bg-brand-50 text-brand-900', className)}
    >
      <div className="flex gap-2.5">
        <Icon aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div className="min-w-0 flex-1">
          {title ? <AlertTitle>{title}</AlertTitle> : null}
          <AlertDescription className={title ? undefined : 'mt-0'}>{children}</AlertDescription>
        </div>
      </div>
    </Alert>
  );
}
