/** VIDEO_MEDIA_SERVER=off: cameras and recordings lists work, every start answers 点播失败 (media server unavailable). */
import { StreamStartError, type MediaServerAdapter, type PlayAddresses } from './adapter';

export class NoMediaServer implements MediaServerAdapter {
  readonly kind = 'off';
  async startStream(): Promise<void> {
    throw new StreamStartError('unavailable');
  }
  async stopStream(): Promise<void> {}
  playAddresses(): PlayAddresses {
    throw new StreamStartError('unavailable');
  }
  async streams() {
    return [];
  }
  async startRecording(): Promise<void> {
    throw new StreamStartError('unavailable');
  }
  async stopRecording(): Promise<{ filePath: string }> {
    throw new StreamStartError('unavailable');
  }
  onChange(): void {}
  upstream() {
    return null;
  }
  verifyPlay(): boolean {
    return false;
  }
  upstreamPath(streamId: string): string {
    return `/live/${streamId}.flv`;
  }
  async close(): Promise<void> {}
}
