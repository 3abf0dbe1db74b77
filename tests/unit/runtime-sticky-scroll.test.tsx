// @vitest-environment jsdom
// The list's nudge to antd's sticky scroll bar: the bar re-checks only on a scroll event among the
// table's ancestors, so the list sends one after each new set of rows has been laid out, on size changes
// and when the table's end crosses the window's edge.
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStickyScrollFollowsLayout } from '../../runtime/modules/useStickyScrollFollowsLayout';

function List({ rows }: { rows: unknown[] }) {
  const pageRef = useRef<HTMLDivElement>(null);
  const holderRef = useRef<HTMLDivElement>(null);
  useStickyScrollFollowsLayout(pageRef, holderRef, rows);
  return (
    <div ref={pageRef}>
      <div ref={holderRef} data-testid="holder">
        <div className="ant-table-body">
          <table data-testid="inner" />
        </div>
      </div>
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

/**
 * A stand-in for ResizeObserver and IntersectionObserver (jsdom has neither): records what is observed
 * and with which options, and lets a test report a change of an observed element (a resize, a crossing).
 */
function fakeObserver() {
  return class FakeObserver {
    static all: FakeObserver[] = [];
    readonly observed = new Set<Element>();
    constructor(
      private readonly callback: (entries: [], observer: unknown) => void,
      readonly options?: IntersectionObserverInit,
    ) {
      FakeObserver.all.push(this);
    }
    observe(target: Element) {
      this.observed.add(target);
    }
    unobserve(target: Element) {
      this.observed.delete(target);
    }
    disconnect() {
      this.observed.clear();
    }
    /** The browser's report about `target`, to the observers watching it. */
    static report(target: Element) {
      for (const o of FakeObserver.all) if (o.observed.has(target)) o.callback([], o);
    }
  };
}
const FakeResizeObserver = fakeObserver();
const FakeIntersectionObserver = fakeObserver();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  FakeResizeObserver.all = [];
  FakeIntersectionObserver.all = [];
});

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

  it('asks again when the inner table changes size after its rows were drawn (columns measured late)', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    const { container } = render(<List rows={[{ id: 1 }]} />);
    const asked = countScrolls(container);
    await act(frames);
    const before = asked.count;
    FakeResizeObserver.report(container.querySelector('[data-testid="inner"]')!);
    expect(asked.count).toBe(before + 1);
  });

  it("asks again when the table's end crosses the window's edge without any size change (moved by what is above it)", async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { container } = render(<List rows={[{ id: 1 }]} />);
    const asked = countScrolls(container);
    await act(frames);
    const body = container.querySelector('.ant-table-body')!;
    const [observer] = FakeIntersectionObserver.all;
    // Entering or leaving the window (0) and becoming fully visible or not (1, the end's edge).
    expect(observer.options?.threshold).toEqual([0, 1]);
    expect(observer.observed.has(body)).toBe(true);
    const before = asked.count;
    FakeIntersectionObserver.report(body);
    expect(asked.count).toBe(before + 1);
  });

  it('stops watching when the list goes away', async () => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const { unmount } = render(<List rows={[{ id: 1 }]} />);
    await act(frames);
    unmount();
    expect(FakeResizeObserver.all[0].observed.size).toBe(0);
    expect(FakeIntersectionObserver.all[0].observed.size).toBe(0);
  });
});
