import { Component, type ReactNode } from 'react';

type Props = { resetKey: string; fallback: ReactNode; children: ReactNode };
type State = { failed: boolean; resetKey: string };

/**
 * Shows `fallback` instead of a part that failed to load (its code gone after a release, the network down)
 * or to render; a change of `resetKey` (another address) tries the part again.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
