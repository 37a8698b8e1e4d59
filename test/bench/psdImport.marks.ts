/** Marks the PSD bench's page sets around a run, for a trace of its main thread (mainThreadTrace.ts); shared by both halves. */
export const RUN_START_MARK = 'psd-bench-run-start';
export const RUN_END_MARK = 'psd-bench-run-end';
