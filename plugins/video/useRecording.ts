import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { startDownload } from '../../runtime/files/download';
import { notifier } from '../../runtime/services/notifier';
import type { PlayApi } from './api';
import { RECORD_MAX_SECONDS } from './contract';

const NS = 'video';

/**
 * A panel's recording (spec §4, §8, §9): start → 录制开始 (录制错误 on failure); stop → 录制结束 and the
 * file downloads (录制失败 without a url); at 10 minutes 最大录制时间不能超过10分钟 and it stops by
 * itself. A panel closed while recording stops it (the file stays in the camera's recordings).
 */
export function useRecording(record: PlayApi['record'], streamId: string | null) {
  const { t } = useTranslation(NS);
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const active = useRef<{ streamId: string } | null>(null);

  const stop = useCallback(async () => {
    const current = active.current;
    if (!record || !current) return;
    active.current = null;
    setStartedAt(null);
    setBusy(true);
    try {
      const answer = await record.stop(current.streamId);
      if (answer.url) {
        notifier.toast('success', t('record.finished'), 2);
        startDownload(answer.url, answer.file_name ?? 'video.mp4');
      } else notifier.toast('error', t('record.failed'), 2);
    } catch {
      notifier.toast('error', t('record.failed'), 2);
    } finally {
      setBusy(false);
    }
  }, [record, t]);

  const start = useCallback(async () => {
    if (!record || !streamId || active.current) return;
    setBusy(true);
    try {
      await record.start(streamId);
      active.current = { streamId };
      setStartedAt(Date.now());
      setNow(Date.now());
      notifier.toast('success', t('record.started'), 2);
    } catch {
      notifier.toast('error', t('record.error'), 2);
    } finally {
      setBusy(false);
    }
  }, [record, streamId, t]);

  // The clock on the button, and the limit.
  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = setInterval(() => {
      setNow(Date.now());
      if (Date.now() - startedAt >= RECORD_MAX_SECONDS * 1000) {
        notifier.toast('warning', t('record.limit'), 3);
        void stop();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [startedAt, stop, t]);

  // Closed while recording: end it quietly so it does not run on to the limit.
  useEffect(
    () => () => {
      if (record && active.current) void record.stop(active.current.streamId).catch(() => undefined);
    },
    [record],
  );

  const seconds = startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
  const clock = `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
  return { recording: startedAt !== null, busy, clock, start, stop };
}
