import type { ViewerProps } from './types';

/** Native players: the store answers Range requests, so seeking works without downloading everything. */
export function VideoViewer({ url }: ViewerProps) {
  return (
    <div className="ec-preview-center">
      <video className="ec-preview-video" src={url} controls preload="metadata" data-testid="preview-video" />
    </div>
  );
}

export function AudioViewer({ url }: ViewerProps) {
  return (
    <div className="ec-preview-center">
      <audio src={url} controls preload="metadata" data-testid="preview-audio" />
    </div>
  );
}
