import { discoveryMessages, errorBoundaryMessages } from '@catalyst/shared';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** 'Error loading categories', with the reason and a way to try again. */
export function CategoriesLoadError({
  errorMessage,
  onRetry,
}: {
  errorMessage?: string | undefined;
  onRetry?: (() => void) | undefined;
}) {
  return (
    <Alert variant="destructive">
      <AlertTitle>{discoveryMessages.errorCategories}</AlertTitle>
      {errorMessage ? <AlertDescription>{errorMessage}</AlertDescription> : null}
      {onRetry ? (
        <Button type="button" variant="outline" size="sm" className="mt-3" onClick={onRetry}>
          {errorBoundaryMessages.retry}
        </Button>
      ) : null}
    </Alert>
  );
}
