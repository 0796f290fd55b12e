import { Alert, AlertDescription } from '@/components/ui/alert';

/** A form's error that belongs to no field (the server's refusal, say), or nothing. */
export function FormRootError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert variant="destructive">
      <AlertDescription className="mt-0">{message}</AlertDescription>
    </Alert>
  );
}
