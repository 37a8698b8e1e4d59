import { MSG } from '../../messages';

/** The merchant's cancel, as the AbortError the runner's callers know (its reason when it is one already). */
export const abortError = (signal: AbortSignal): DOMException =>
  signal.reason instanceof DOMException && signal.reason.name === 'AbortError' ? signal.reason : new DOMException(MSG.downloadEngine.cancelled, 'AbortError');
