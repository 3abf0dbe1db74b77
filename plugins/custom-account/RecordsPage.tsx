import { useEffect } from 'react';
import type { ModuleScreenProps } from '../../runtime/plugins/types';
import ListPage from '../../runtime/modules/ListPage';
import { writeFocus } from './focus';
import { LedgerPicker } from './LedgerPicker';
import { useRecordLedgers } from './useCustomLedgers';
import './custom-account.css';

/**
 * The list screen of every custom ledger (`/customAccount/<id>`): the ledger picker and the generic
 * schema-driven list. Add, edit and detail are the generic screens of the same module routes.
 */
export default function RecordsPage({ moduleId, moduleRoute }: ModuleScreenProps) {
  const ledgers = useRecordLedgers();
  useEffect(() => writeFocus(moduleId), [moduleId]);
  return (
    <div className="ec-ca-records" data-testid="custom-records">
      <LedgerPicker ledgers={ledgers} selected={moduleId} />
      <div className="ec-ca-records-list">
        <ListPage moduleId={moduleId} moduleRoute={moduleRoute} />
      </div>
    </div>
  );
}
