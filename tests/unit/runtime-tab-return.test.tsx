// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TabActiveContext, useRefreshOnTabReturn, useTabReturn } from '../../runtime/common/tabReturn';

afterEach(cleanup);

function Counter({ onReturn }: { onReturn: () => void }) {
  useTabReturn(onReturn);
  return null;
}

describe('coming back to a kept-alive tab', () => {
  it('calls back only when the tab is shown again after another tab, not on the first render', () => {
    let returns = 0;
    const page = (active: boolean) => (
      <TabActiveContext.Provider value={active}>
        <Counter onReturn={() => returns++} />
      </TabActiveContext.Provider>
    );
    const { rerender } = render(page(true));
    expect(returns).toBe(0);
    rerender(page(true));
    expect(returns).toBe(0);
    rerender(page(false));
    expect(returns).toBe(0);
    rerender(page(true));
    expect(returns).toBe(1);
    rerender(page(false));
    rerender(page(true));
    expect(returns).toBe(2);
  });

  it('fetches the list under the key again, keeping the other queries', async () => {
    const client = new QueryClient();
    let listFetches = 0;
    let otherFetches = 0;
    function Page() {
      useRefreshOnTabReturn(['risk', 7, 'page']);
      const list = useQuery({ queryKey: ['risk', 7, 'page', { pageNum: 2 }], queryFn: async () => ++listFetches });
      useQuery({ queryKey: ['risk', 7, 'points'], queryFn: async () => ++otherFetches });
      return <span data-testid="list">{list.data ?? 0}</span>;
    }
    const page = (active: boolean) => (
      <QueryClientProvider client={client}>
        <TabActiveContext.Provider value={active}>
          <Page />
        </TabActiveContext.Provider>
      </QueryClientProvider>
    );
    const { rerender } = render(page(true));
    expect(await screen.findByText('1')).toBeTruthy();
    rerender(page(false));
    await act(async () => rerender(page(true)));
    expect(await screen.findByText('2')).toBeTruthy();
    expect(otherFetches).toBe(1);
  });
});
