import { messages } from '@catalyst/shared';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return error.statusText || messages.errorBoundary.fallback;
  if (error instanceof Error && error.message) return error.message;
  return messages.errorBoundary.fallback;
}

/** What a route shows when rendering or loading it fails. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  usePageTitle(messages.errorBoundary.title);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="size-7" aria-hidden />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {messages.errorBoundary.title}
      </h1>
      <p role="alert" className="mt-3 text-base break-words text-slate-600">
        {describe(error)}
      </p>
      {/* A full reload also recovers from a page chunk that a newer deployment replaced. */}
      <Button className="mt-8" onClick={() => void navigate(0)}>
        <RotateCw aria-hidden />
        {messages.errorBoundary.retry}
      </Button>
    </div>
  );
}
