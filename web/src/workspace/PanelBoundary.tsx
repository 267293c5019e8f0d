import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  failed: boolean;
}

/**
 * One panel's error boundary (spec 000 §2): a panel that throws while rendering shows 'Error rendering
 * component' and the other panels keep working.
 */
export class PanelBoundary extends Component<{ name: string; children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`The ${this.props.name} panel failed to render.`, error, info.componentStack);
  }

  override render() {
    if (this.state.failed) {
      return (
        <p role="alert" className="workspace-panel__failed">
          Error rendering component
        </p>
      );
    }
    return this.props.children;
  }
}
