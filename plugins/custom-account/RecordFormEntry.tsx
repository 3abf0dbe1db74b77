import { Navigate, useSearchParams } from 'react-router';
import { ROUTES } from './constants';
import { pickLedger, readFocus } from './focus';
import { useRecordLedgers } from './useCustomLedgers';

/**
 * /customAccount/addEditFrom?moduleId=&id=: the spec's record form address. The form itself is the
 * generic one of the ledger's module routes (`/customAccount/<id>/add`, `/edit/<recordId>`); this route
 * leads there, to the focused ledger when no moduleId is given.
 */
export default function RecordFormEntry() {
  const [params] = useSearchParams();
  const ledgers = useRecordLedgers();
  const requested = params.get('moduleId');
  const ledger = requested ? ledgers.find((l) => l.id === requested) : pickLedger(ledgers, readFocus());
  if (!ledger) return <Navigate replace to={ROUTES.records} />;
  const id = params.get('id');
  return <Navigate replace to={id ? `${ledger.route}/edit/${encodeURIComponent(id)}` : `${ledger.route}/add`} />;
}
