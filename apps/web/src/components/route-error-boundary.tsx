import { errorBoundaryMessages } from '@catalyst/shared';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import RotateCw from 'lucide-react/icons/rotate-cw';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/hooks/use-page-title';

function describe(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return errorBoundaryMessages.fallback;
}

/** What a page shows when rendering it, or loading its code, fails. */
function PageError({ error }: { error: unknown }) {
  usePageTitle(errorBoundaryMessages.title);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center sm:py-28">
      <div className="flex size-14 items-center justify-center rounded-full bg-red-50 text-red-600">
        <AlertTriangle className="size-7" aria-hidden />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-slate-900">
        {errorBoundaryMessages.title}
      </h1>
      <p role="alert" className="mt-3 text-base break-words text-slate-600">
        {describe(error)}
      </p>
      {/* A full reload also recovers from a page chunk that a newer deployment replaced. */}
      <Button className="mt-8" onClick={() => window.location.reload()}>
        <RotateCw aria-hidden />
        {errorBoundaryMessages.retry}
      </Button>
    </div>
  );
}

interface Props {
  children: ReactNode;
  /** The error is forgotten when this changes: another page gets its own chance. */
  resetKey: string;
}

type State = { error: null; resetKey: string } | { error: unknown; resetKey: string };

/** Keeps a failing page from taking the header, footer and navigation down with it. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error(errorBoundaryMessages.fallback) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <PageError error={this.state.error} />;
  }
}
