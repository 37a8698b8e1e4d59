import { Button, Result } from '@arco-design/web-react';
import { Component, type ReactNode } from 'react';
import { MSG } from '../messages';

interface State {
  failed: boolean;
}

/** A screen whose code did not load (or crashed) says so and offers a reload, instead of a blank console. */
export class ScreenBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidUpdate(previous: { resetKey: string }) {
    if (previous.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Result
        status="error"
        title={MSG.app.loadScreenFailed}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {MSG.app.reload}
          </Button>
        }
      />
    );
  }
}
