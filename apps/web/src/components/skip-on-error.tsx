import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What is skipped, for the log: 'the footer'. */
  part: string;
}

/**
 * A part the page can do without (the footer, say): when it fails to render, or its code to
 * load, the page goes on without it instead of the whole app failing with it.
 */
export class SkipOnError extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`Left out ${this.props.part}, which failed`, error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
