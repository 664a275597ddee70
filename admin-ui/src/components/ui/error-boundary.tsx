import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Keeps one failing part (a lazily loaded editor) from taking the whole page down. */
export class ErrorBoundary extends Component<
  { fallback: (retry: () => void) => ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('A part of the page failed:', error.message, info.componentStack?.split('\n')[1]?.trim());
  }

  override render() {
    return this.state.failed ? this.props.fallback(() => this.setState({ failed: false })) : this.props.children;
  }
}
