import { Component, type ReactNode } from 'react';
import { CogsErrorPage } from 'web-kit';

interface State {
  error: Error | null;
}

/** Anything the shell's own page code throws shows the Cogs page in the content area only. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override render() {
    if (this.state.error) {
      return (
        <CogsErrorPage
          area="route"
          detail={this.state.error.message}
          onRetry={() => this.setState({ error: null })}
        />
      );
    }
    return this.props.children;
  }
}
