import { Component, type ReactNode } from 'react';
// By the package's own name: see define-remote.tsx.
import { CogsErrorPage } from 'web-kit';
import { useLocation } from '../routing/router.js';

interface PageErrorBoundaryProps {
  area: string;
  children: ReactNode;
}

class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (error) return <CogsErrorPage area={this.props.area} detail={error.message} />;
    return this.props.children;
  }
}

/**
 * A page that throws shows the Cogs page inside its area, under the shell's layout; moving to
 * another path tries again (the boundary starts afresh for each pathname).
 */
export function RouteErrorBoundary({ area, children }: PageErrorBoundaryProps) {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary key={pathname} area={area}>
      {children}
    </PageErrorBoundary>
  );
}
