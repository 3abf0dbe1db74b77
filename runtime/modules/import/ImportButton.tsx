import { UploadOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModuleSchema } from '../../../schemas/types';
import { useButtonAuth } from '../../shell/useButtonAuth';

/*
 * The dialog (antd Upload, the check report, the error export) is code the list does not need for its
 * first row: it is fetched when the pointer reaches the button or, at the latest, on the first click.
 */
const loadDialog = () => import('./ImportDialog');
const ImportDialog = lazy(() => loadDialog().then((m) => ({ default: m.ImportDialog })));

/**
 * The list toolbar's 导入 button and its dialog. Offered when the schema enables import (the server
 * registers the routes only then) and the route grants the module's `import` key; spec §6 button rules:
 * hidden without the key, shown disabled on a target-1 enterprise (only export all is hidden there).
 */
export function ImportButton({ schema, onImported }: { schema: ModuleSchema; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing keeps the dialog's own close animation.
  const [used, setUsed] = useState(false);
  const key = schema.permissions.import;
  const state = useButtonAuth(key);
  if (schema.import?.enabled !== true || !key || state === 'hide') return null;
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        disabled={state === 'disabled'}
        onPointerEnter={() => void loadDialog()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        data-testid="list-import"
      >
        {t('transfer.import.button')}
      </Button>
      {used && (
        <Suspense fallback={<Spin fullscreen />}>
          <ImportDialog schema={schema} open={open} onClose={() => setOpen(false)} onImported={onImported} />
        </Suspense>
      )}
    </>
  );
}
