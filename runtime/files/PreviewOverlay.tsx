import { Modal } from 'antd';
import { FileViewer } from './FileViewer';
import './files.css';

export interface PreviewTarget {
  name: string;
  /** A signed GET URL. */
  url: string;
}

/** The spec §2 preview overlay: a wide dialog with the viewer for the file's type. */
export function PreviewOverlay({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      title={target?.name}
      onCancel={onClose}
      footer={null}
      width="min(1100px, 94vw)"
      centered
      destroyOnHidden
      className="ec-preview-modal"
      data-testid="preview-overlay"
    >
      {target && (
        <div className="ec-preview-body" data-testid="preview-body">
          <FileViewer url={target.url} name={target.name} />
        </div>
      )}
    </Modal>
  );
}
