import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/components/ui/sonner';
import { TooltipProvider } from '@/components/ui/tooltip';
import { AuthProvider, type SignOutReason } from '@/features/auth/auth-provider';
import { createQueryClient } from '@/lib/query-client';

export function AppProviders({
  children,
  onSignedOut,
}: {
  children: ReactNode;
  /** Goes to /login once a session ends (the router lives below these providers). */
  onSignedOut?: (reason: SignOutReason) => unknown;
}) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider onSignedOut={onSignedOut}>
        <TooltipProvider>
          {children}
          <Toaster />
        </TooltipProvider>
      </AuthProvider>
    </QueryClientProvider>
  );
}
