import { Component, type ReactNode } from 'react';

interface Props {
  /** Rendered instead of the children after a render error; `reset` tries again. */
  fallback: (reset: () => void) => ReactNode;
  children: ReactNode;
}

/** Keeps a page that throws inside its own box: the frame and other routes keep working. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('A page failed to render', error);
  }

  reset = () => this.setState({ failed: false });

  override render() {
    return this.state.failed ? this.props.fallback(this.reset) : this.props.children;
  }
}
