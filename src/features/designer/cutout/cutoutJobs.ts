/**
 * The one AI cutout task an opening of the designer may run at a time. It outlives the property panel's
 * section (selecting another layer does not stop it) and ends with the designer (PropertyPanel cancels it
 * when it goes away).
 */
import type { DesignerStore } from '../model';

export type CutoutJobPhase = 'preparing' | 'token' | 'creating' | 'running';

export interface CutoutJob {
  uuid: string;
  phase: CutoutJobPhase;
  /** Date.now() when the task was created (running phase), for the elapsed time shown. */
  since: number;
}

export class CutoutJobs {
  private job: CutoutJob | null = null;
  private stop: (() => void) | null = null;
  private readonly listeners = new Set<() => void>();

  get current(): CutoutJob | null {
    return this.job;
  }

  /** Takes the slot; false when a task is already running (a second click never starts a second task). */
  begin(uuid: string, stop: () => void): boolean {
    if (this.job) return false;
    this.job = { uuid, phase: 'preparing', since: Date.now() };
    this.stop = stop;
    this.notify();
    return true;
  }

  setPhase(uuid: string, phase: CutoutJobPhase): void {
    if (!this.job || this.job.uuid !== uuid || this.job.phase === phase) return;
    this.job = { ...this.job, phase, since: phase === 'running' ? Date.now() : this.job.since };
    this.notify();
  }

  end(uuid: string): void {
    if (!this.job || this.job.uuid !== uuid) return;
    this.job = null;
    this.stop = null;
    this.notify();
  }

  cancel(): void {
    const stop = this.stop;
    stop?.();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}

const jobs = new WeakMap<DesignerStore, CutoutJobs>();

export function cutoutJobsOf(store: DesignerStore): CutoutJobs {
  let found = jobs.get(store);
  if (!found) {
    found = new CutoutJobs();
    jobs.set(store, found);
  }
  return found;
}
