import CheckCircle2 from 'lucide-react/icons/circle-check';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useFlashMessage } from '@/hooks/use-flash-message';

/** The one-time message a previous page passed through navigation state. */
export function FlashMessage({ className }: { className?: string }) {
  const flash = useFlashMessage();
  if (!flash) return null;
  const isError = flash.tone === 'error';
  const Icon = isError ? CircleAlert : CheckCircle2;
  return (
    <Alert
      variant={isError ? 'destructive' : 'success'}
      className={className}
      role={isError ? 'alert' : 'status'}
    >
      <AlertDescription className="mt-0 flex items-center gap-2">
        <Icon className="size-4 shrink-0" aria-hidden />
        {flash.message}
      </AlertDescription>
    </Alert>
  );
}
