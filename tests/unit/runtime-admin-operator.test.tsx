// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdminOperatorContext, operatorHolds, useAdminPermission, type AdminOperator } from '../../runtime/services/adminOperator';

afterEach(cleanup);

const operator: AdminOperator = { id: 1, name: '运营', phone: '13900000000', account: 'admin', roleNameList: [], permissions: ['a:view'] };

function Probe({ keyName }: { keyName: string }) {
  return <span data-testid="held">{String(useAdminPermission(keyName))}</span>;
}

describe('back-office operator context', () => {
  it('answers whether the operator holds a key', () => {
    expect(operatorHolds(operator, 'a:view')).toBe(true);
    expect(operatorHolds(operator, 'a:edit')).toBe(false);
  });

  it('gives pages of any plugin the operator the back office provides', () => {
    render(
      <AdminOperatorContext.Provider value={operator}>
        <Probe keyName="a:view" />
      </AdminOperatorContext.Provider>,
    );
    expect(screen.getByTestId('held').textContent).toBe('true');
  });

  it('refuses to guess outside the signed-in back office', () => {
    expect(() => render(<Probe keyName="a:view" />)).toThrow(/outside the signed-in back office/);
  });
});
