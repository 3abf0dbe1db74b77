import { Component, type ReactNode } from 'react';
import { i18n } from '../i18n';

interface State {
  failed: boolean;
}

/**
 * Catches a lazy chunk that failed to download (spec §8 'loading chunk failed') so the page shows a
 * retry instead of going blank. Plain markup: it must work before antd has been loaded.
 */
export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="ec-chunk-error" role="alert" data-testid="chunk-error">
        <p>{i18n.t('common.chunkFailed')}</p>
        <button type="button" onClick={() => window.location.reload()}>
          {i18n.t('common.retry')}
        </button>
      </div>
    );
  }
}
