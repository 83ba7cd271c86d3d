import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useRouteError } from 'react-router';
import { type CaughtError, describeError, RootErrorScreen } from './root-error-screen.tsx';

/** Catches what the router's own boundary cannot: failures in providers or the router itself. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { error: CaughtError | null }> {
  override state: { error: CaughtError | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: describeError(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ error: { ...describeError(error), componentStack: info.componentStack ?? undefined } });
  }

  override render() {
    return this.state.error ? <RootErrorScreen error={this.state.error} /> : this.props.children;
  }
}

/** The router's errorElement: render errors and lazy areas that failed all their load attempts. */
export const RouteErrorScreen = () => {
  const error = useRouteError();
  return <RootErrorScreen error={describeError(error)} />;
};
