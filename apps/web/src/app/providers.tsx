import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { DeferredToaster } from '@/components/deferred-toaster';
import { TooltipProvider } from '@/components/ui/tooltip-provider';
import { AuthProvider, type SignOutReason } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({
  children,
  onSignedOut,
  queryClient: givenQueryClient,
}: {
  children: ReactNode;
  /** Goes to /login once a session ends (the router lives below these providers). */
  onSignedOut?: (reason: SignOutReason) => unknown;
  /** A cache already holding the page's data (server rendering and its hydration). */
  queryClient?: QueryClient;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={onSignedOut}>
        <TooltipProvider>
          {children}
          <DeferredToaster />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
