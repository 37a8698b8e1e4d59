import { Button } from '@arco-design/web-react';
import { IconCloseCircleFill } from '@arco-design/web-react/icon';
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
    // Not Arco's Result: this boundary is on the login page's first load, and Result carries every illustration.
    return (
      <div className="screen-failure" role="alert">
        <IconCloseCircleFill className="screen-failure-icon" />
        <p className="screen-failure-title">{MSG.app.loadScreenFailed}</p>
        <Button type="primary" onClick={() => window.location.reload()}>
          {MSG.app.reload}
        </Button>
      </div>
    );
  }
}
