import { Blob as NodeBlob } from 'node:buffer';

/**
 * Enough of XMLHttpRequest for the upload sender (data-providers/xhr-upload.ts); install it with
 * `vi.stubGlobal('XMLHttpRequest', FakeXhr)`. Tests answer from `FakeXhr.onSend` or through `last`.
 */
export class FakeXhr {
  static last: FakeXhr;
  static onSend: ((xhr: FakeXhr) => void) | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  response: Blob | null = null;
  responseType = '';
  withCredentials = false;
  upload: { onprogress?: (e: { loaded: number; total: number; lengthComputable: boolean }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  ontimeout?: () => void;
  onloadend?: () => void;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.onSend?.(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
    this.onloadend?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: 7\r\n';
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(status: number, text: string) {
    this.status = status;
    // jsdom's Blob cannot feed Node's Response; a browser's XHR gives a Blob its Response accepts.
    this.response = new NodeBlob([text]) as unknown as Blob;
    this.onload?.();
    this.onloadend?.();
  }
}
