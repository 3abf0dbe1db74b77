import { i18n } from '../i18n';
import { RUNTIME_NS } from '../i18n/namespace';
import { notifier } from '../services/notifier';

/** Spec §8: every export of all data asks 确认导出所有数据项吗？ first (the same words on every list). */
export function confirmExportAll(): Promise<boolean> {
  return notifier.confirm({ title: i18n.t('common.tip', { ns: RUNTIME_NS }), content: i18n.t('list.exportConfirm', { ns: RUNTIME_NS }) });
}
