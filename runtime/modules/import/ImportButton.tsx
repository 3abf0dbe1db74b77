import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleSchema } from '../../../schemas/types';
import { useButtonAuth } from '../../shell/useButtonAuth';
import { ImportDialog } from './ImportDialog';

/**
 * The list toolbar's 导入 button and its dialog. Offered when the schema enables import (the server
 * registers the routes only then) and the route grants the module's `import` key; spec §6 button rules:
 * hidden without the key, shown disabled on a target-1 enterprise (only export all is hidden there).
 */
export function ImportButton({ schema, onImported }: { schema: ModuleSchema; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const key = schema.permissions.import;
  const state = useButtonAuth(key);
  if (schema.import?.enabled !== true || !key || state === 'hide') return null;
  return (
    <>
      <Button icon={<UploadOutlined />} disabled={state === 'disabled'} onClick={() => setOpen(true)} data-testid="list-import">
        {t('transfer.import.button')}
      </Button>
      <ImportDialog schema={schema} open={open} onClose={() => setOpen(false)} onImported={onImported} />
    </>
  );
}
