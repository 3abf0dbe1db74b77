import { Alert, Empty, Space } from 'antd';
import type { ReactNode } from 'react';

/** What a page showing a feature screen for a picked enterprise takes beside its paths. */
export interface ScopedScreenProps {
  /** Beside the picker (e.g. a ledger choice). */
  extra?: ReactNode;
  /** What the page asks for while the enterprise is chosen but the screen is not yet (children null). */
  prompt?: string;
  testId: string;
  /** The scoped screen; null keeps the prompt (e.g. until a ledger is chosen). */
  children: ReactNode;
}

/**
 * The frame of a page that shows a feature screen for an enterprise picked on it: a group's member
 * (MemberScopedPage, docs/groups.md) or the enterprise an operator acts on (OperatorScopedPage,
 * docs/operator-scope.md). The pickers and the note on top; below, the screen once there is one, else what
 * the page asks for.
 */
export function ScopedPageFrame({ testId, tools, note, prompt, children }: { testId: string; tools: ReactNode; note: string; prompt: string; children: ReactNode | null }) {
  return (
    <div data-testid={testId}>
      <div className="ec-page" style={{ paddingBottom: 0 }}>
        <div className="ec-panel">
          <Space wrap>
            {tools}
            <Alert type="info" showIcon message={note} />
          </Space>
        </div>
      </div>
      {children ?? (
        <div className="ec-page">
          <div className="ec-panel">
            <Empty description={prompt} />
          </div>
        </div>
      )}
    </div>
  );
}
