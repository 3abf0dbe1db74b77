// @vitest-environment jsdom
// The list's nudge to antd's sticky scroll bar: the bar re-checks only on a scroll event among the
// table's ancestors, so the list sends one after each new set of rows has been laid out.
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useStickyScrollFollowsLayout } from '../../runtime/modules/useStickyScrollFollowsLayout';

function List({ rows }: { rows: unknown[] }) {
  const pageRef = useRef<HTMLDivElement>(null);
  const holderRef = useRef<HTMLDivElement>(null);
  useStickyScrollFollowsLayout(pageRef, holderRef, rows);
  return (
    <div ref={pageRef}>
      <div ref={holderRef} data-testid="holder" />
    </div>
  );
}

/** Counts the scroll events the bar would hear on the holder (a native listener, as rc-table's is). */
function countScrolls(container: HTMLElement): { readonly count: number } {
  const seen = { count: 0 };
  container.querySelector('[data-testid="holder"]')!.addEventListener('scroll', () => (seen.count += 1));
  return seen;
}

/** Runs the frames requested so far (and those they request), as the browser would draw them. */
const frames = () => new Promise<void>((resolve) => setTimeout(resolve, 100));

afterEach(cleanup);

describe('useStickyScrollFollowsLayout', () => {
  it('asks the bar to check again once new rows are laid out, and not while the rows stay the same', async () => {
    const first = [{ id: 1 }];
    const { container, rerender } = render(<List rows={first} />);
    const asked = countScrolls(container);
    await act(frames);
    expect(asked.count).toBe(1);

    rerender(<List rows={first} />);
    await act(frames);
    expect(asked.count).toBe(1);

    rerender(<List rows={[{ id: 1 }, { id: 2 }]} />);
    await act(frames);
    expect(asked.count).toBe(2);
  });

  it('drops the pending check when the list goes away', async () => {
    const { container, unmount } = render(<List rows={[]} />);
    const asked = countScrolls(container);
    const holder = container.querySelector('[data-testid="holder"]')!;
    unmount();
    await act(frames);
    expect(asked.count).toBe(0);
    expect(holder.isConnected).toBe(false);
  });
});
