import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from './error-message';

type Props = {
  children: ReactNode;
  /** What to show instead of the message (null: nothing), for parts of a page that may quietly go. */
  fallback?: ReactNode;
};
type State = { error: Error | null };

/** Last line of defence: whatever throws while rendering, the visitor gets a message, never a blank page. */
export class AppErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Rendering failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return this.props.fallback !== undefined ? (
        this.props.fallback
      ) : (
        <ErrorMessage error={this.state.error} />
      );
    }
    return this.props.children;
  }
}
