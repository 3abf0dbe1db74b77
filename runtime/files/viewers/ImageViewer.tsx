import type { ViewerProps } from './types';

export default function ImageViewer({ url, name }: ViewerProps) {
  return (
    <div className="ec-preview-center">
      <img className="ec-preview-image" src={url} alt={name} data-testid="preview-image" />
    </div>
  );
}
