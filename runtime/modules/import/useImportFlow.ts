import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError, type TransferProgress } from '../../../data-providers';
import { reportOf, uploadImport, type ImportMode, type ImportReport } from './importApi';
import { checkImportFile, type ImportFileProblem } from './importFile';

/**
 * select: choosing a file (and the template); sending: the file is on its way or being processed;
 * result: the server's report is shown.
 */
export type ImportPhase = 'select' | 'sending' | 'result';

export interface ImportFlowState {
  phase: ImportPhase;
  file: File | null;
  fileProblem: ImportFileProblem | null;
  /** The mode of the call in flight (validate, or one of the storing modes). */
  mode: ImportMode;
  /** Upload progress of the call in flight; loaded = total means the server is working on it. */
  progress: TransferProgress | null;
  report: ImportReport | null;
  /** Why the last call failed (also toasted, but a header problem deserves to stay on screen). */
  failure: string | null;
}

const INITIAL: ImportFlowState = { phase: 'select', file: null, fileProblem: null, mode: 'validate', progress: null, report: null, failure: null };

/** The dialog's steps: check and validate a file, then store it all or only its valid rows. */
export function useImportFlow(api: string, onImported: (report: ImportReport) => void) {
  const [state, setState] = useState<ImportFlowState>(INITIAL);
  const inFlight = useRef<AbortController | null>(null);

  const abort = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
  }, []);
  useEffect(() => abort, [abort]);

  const reset = useCallback(() => {
    abort();
    setState(INITIAL);
  }, [abort]);

  const choose = useCallback((file: File) => {
    const problem = checkImportFile(file);
    setState({ ...INITIAL, file: problem ? null : file, fileProblem: problem });
  }, []);

  const send = useCallback(
    async (mode: ImportMode) => {
      const { file } = state;
      if (!file) return;
      abort();
      const controller = new AbortController();
      inFlight.current = controller;
      const previous = state.phase;
      setState((s) => ({ ...s, phase: 'sending', mode, progress: { loaded: 0, total: file.size }, failure: null }));
      try {
        const report = await uploadImport(api, file, mode, {
          signal: controller.signal,
          onUploadProgress: (progress) => setState((s) => (s.phase === 'sending' ? { ...s, progress } : s)),
        });
        if (controller.signal.aborted) return;
        if (mode === 'validate') setState((s) => ({ ...s, phase: 'result', progress: null, report }));
        else onImported(report);
      } catch (error) {
        if (controller.signal.aborted) return;
        // The request layer has told the user why; a refused commit carries the fresh report.
        const report = error instanceof ApiRequestError ? reportOf(error.data) : null;
        const failure = error instanceof Error ? error.message : null;
        setState((s) => ({ ...s, phase: report || previous === 'result' ? 'result' : 'select', progress: null, report: report ?? s.report, failure }));
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
    },
    [state, api, abort, onImported],
  );

  return { state, choose, send, reset };
}
