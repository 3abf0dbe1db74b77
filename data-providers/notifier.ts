/**
 * The request layer's only way to reach the user. The app injects an antd-backed implementation;
 * the login route and tests can inject lighter ones, so this package never imports UI code.
 */
export interface Notifier {
  toast(kind: 'error' | 'success' | 'info' | 'warning', text: string, seconds: number): void;
  /** Resolves true on OK, false on cancel. okOnly hides cancel. */
  confirm(opts: { title: string; content: string; okOnly?: boolean }): Promise<boolean>;
}
