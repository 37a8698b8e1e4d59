import { useEffect } from 'react';
import { runningWork } from '../lib/runningWork';

/** Registers work with the page's one running-work registry while `active`: leaving the page then asks first. */
export function useRunningWork(active: boolean, label: string): void {
  useEffect(() => (active ? runningWork.start(label) : undefined), [active, label]);
}
