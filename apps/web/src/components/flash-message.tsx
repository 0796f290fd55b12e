import { CheckCircle2 } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { useFlashMessage } from '@/hooks/use-flash-message';

/** The one-time success message a previous page passed through navigation state. */
export function FlashMessage({ className }: { className?: string }) {
  const message = useFlashMessage();
  if (!message) return null;
  return (
    <Alert variant="success" className={className} role="status">
      <AlertDescription className="mt-0 flex items-center gap-2">
        <CheckCircle2 className="size-4 shrink-0" aria-hidden />
        {message}
      </AlertDescription>
    </Alert>
  );
}
