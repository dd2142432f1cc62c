import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';

interface ErrorBoundaryProps {
  /** What failed, for the person: "No se pudo mostrar el mapa de asientos." */
  message: string;
  children: ReactNode;
}

/** Keeps one broken widget (seat map, scanner, report) from taking the page down. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo): void {
    console.warn('Widget caído:', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="flex flex-column gap-3 align-items-start">
        <Message
          severity="error"
          text={this.props.message}
          className="w-full justify-content-start"
        />
        <Button
          label="Reintentar"
          icon="pi pi-refresh"
          outlined
          onClick={() => this.setState({ failed: false })}
        />
      </div>
    );
  }
}
