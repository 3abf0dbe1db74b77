// @vitest-environment jsdom
// runtime/common/ActionHistory: a record's history on its detail page — label, who (or the system), comment, time.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionHistory } from '../../runtime/common/ActionHistory';

afterEach(cleanup);

describe('action history', () => {
  it('lists each entry in order with its label, actor or the system, comment and time', () => {
    const labels: Record<string, string> = { create: '创建任务', overdue: '任务逾期', complete: '完成任务' };
    render(
      <ActionHistory
        entries={[
          { id: 1, action: 'create', userName: '张伟', comment: null, createdAt: '2026-11-01 09:00:00' },
          { id: 2, action: 'overdue', userName: null, comment: null, createdAt: '2026-11-08 00:01:00' },
          { id: 3, action: 'complete', userName: '李娜', comment: '巡查完毕', createdAt: '2026-11-09 10:30:00' },
        ]}
        label={(a) => labels[a]}
        system="系统"
        itemTestId="item"
      />,
    );
    const items = screen.getAllByTestId('item');
    expect(items.map((i) => [i.getAttribute('data-action'), i.textContent])).toEqual([
      ['create', '创建任务 张伟2026-11-01 09:00:00'],
      ['overdue', '任务逾期 系统2026-11-08 00:01:00'],
      ['complete', '完成任务 李娜巡查完毕2026-11-09 10:30:00'],
    ]);
  });
});
