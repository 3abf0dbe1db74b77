import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { enterpriseStore } from '../../data-providers';
import { currentLocale, i18n } from '../i18n';
import { http } from '../services/http';
import { notifier } from '../services/notifier';
import { createUploadApi, type UploadApi } from './api';
import { browserCheck, countCheck } from './checks';
import { xhrPartSender, type PartSender } from './putPart';
import { createResumeStore } from './resumeStore';
import { transferFile } from './transfer';
import type { FileEntry, UploadLimits } from './types';
import { failureText, UPLOAD_TOAST_SECONDS } from './uploadMessages';

export interface UploadTask {
  uid: string;
  name: string;
  size: number;
  /** 0–100 */
  percent: number;
}

export interface UploaderOptions {
  /** Parts in flight per file (spec: 4). */
  parallel?: number;
  api?: UploadApi;
  send?: PartSender;
}

export interface Uploader {
  tasks: UploadTask[];
  uploading: boolean;
  /**
   * Checks then uploads the files (one after another); `existing` files already in the list count
   * toward the limit. Resolves with the entries that arrived — empty when the checks refused or the
   * upload failed (the message was shown).
   */
  upload(files: File[], existing: number): Promise<FileEntry[]>;
  cancel(): void;
  api: UploadApi;
}

/** Spec: 4 parts in flight. `localStorage.ec_upload_parallel` (1–8) overrides it for diagnostics and bench/upload-browser.ts. */
const DEFAULT_PARALLEL = 4;
function configuredParallel(): number {
  const n = Number(window.localStorage.getItem('ec_upload_parallel'));
  return Number.isInteger(n) && n >= 1 && n <= 8 ? n : DEFAULT_PARALLEL;
}

let sharedApi: UploadApi | null = null;
const defaultApi = () => (sharedApi ??= createUploadApi(http));

/** The spec §5 upload flow for one field or widget: browser checks, resumable transfer, messages. */
export function useUploader(limits: UploadLimits, options: UploaderOptions = {}): Uploader {
  const api = options.api ?? defaultApi();
  const send = options.send ?? xhrPartSender;
  const [tasks, setTasks] = useState<UploadTask[]>([]);
  const controller = useRef<AbortController | null>(null);
  const resume = useMemo(() => createResumeStore(window.localStorage, () => enterpriseStore.get() ?? ''), []);

  useEffect(() => () => controller.current?.abort(), []);

  const upload = useCallback(
    async (files: File[], existing: number): Promise<FileEntry[]> => {
      const locale = currentLocale();
      const refusal = countCheck(existing, files.length, limits, locale) ?? files.map((f) => browserCheck(f, limits, locale)).find(Boolean);
      if (refusal) {
        notifier.toast('error', refusal, UPLOAD_TOAST_SECONDS);
        return [];
      }
      const abort = new AbortController();
      controller.current = abort;
      const queued = files.map((f, i) => ({ uid: `${Date.now()}-${i}-${f.name}`, name: f.name, size: f.size, percent: 0 }));
      setTasks(queued);
      const entries: FileEntry[] = [];
      try {
        for (const [i, file] of files.entries()) {
          const uid = queued[i].uid;
          const entry = await transferFile(file, api, send, {
            request: { purpose: limits.purpose, accept: limits.accept ? [...limits.accept] : undefined, maxSizeMB: limits.maxSizeMB },
            parallel: options.parallel ?? configuredParallel(),
            signal: abort.signal,
            resume,
            onProgress: (fraction) =>
              setTasks((list) => list.map((t) => (t.uid === uid ? { ...t, percent: Math.floor(fraction * 100) } : t))),
          });
          entries.push(entry);
        }
        notifier.toast('success', i18n.t('upload:success'), UPLOAD_TOAST_SECONDS);
        return entries;
      } catch (e) {
        const text = failureText(e, locale);
        if (text) notifier.toast('error', text, UPLOAD_TOAST_SECONDS);
        // Files that did arrive before the failure are kept; the failed ones leave the list.
        return entries;
      } finally {
        if (controller.current === abort) controller.current = null;
        setTasks([]);
      }
    },
    [api, send, limits, options.parallel, resume],
  );

  const cancel = useCallback(() => controller.current?.abort(), []);
  return { tasks, uploading: tasks.length > 0, upload, cancel, api };
}
