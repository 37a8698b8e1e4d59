// What the AI cutout routes keep: placeholder images, issued task tokens, the cutout host's tasks and its
// QA settings. Kept beside the dev state (one per createState, so reset() starts them over) without widening it.
import type { AiCutoutType, CutoutTaskInput } from '../../../../contract/aiCutout';
import type { DevState } from '../state';

export interface PlaceholderRecord {
  id: string;
  aiCutoutType: AiCutoutType;
  fileId: string;
}

export interface IssuedToken {
  input: CutoutTaskInput;
  username: string;
  /** A token starts one task. */
  used: boolean;
}

/** What QA makes the next task do instead of a matte (POST /api/__dev/cutout_host). */
export type CutoutOutcome =
  | { outcome: 'matte' }
  | { outcome: 'failed'; errorMessage: string | null }
  | { outcome: 'empty' }
  | { outcome: 'unknown'; status: string };

export interface HostTask {
  id: string;
  token: string;
  input: CutoutTaskInput;
  /** The task answers RUNNING until then. */
  readyAt: number;
  plan: CutoutOutcome;
  status: string;
  errorMessage: string | null;
  resultImageUrls: string[] | null;
  /** The matte runs once, on the first poll after readyAt; later polls wait for the same run. */
  finishing?: Promise<void>;
}

export interface CutoutHostSettings {
  /** How long a task stays RUNNING. */
  delayMs: number;
  /** Outcomes for the next tasks, first first; a task with none left gets a matte. */
  next: CutoutOutcome[];
}

export const DEFAULT_CUTOUT_DELAY_MS = 2000;

export interface CutoutState {
  placeholders: PlaceholderRecord[] | null;
  tokens: Map<string, IssuedToken>;
  tasks: Map<string, HostTask>;
  host: CutoutHostSettings;
}

const states = new WeakMap<DevState, CutoutState>();

export function cutoutStateOf(state: DevState): CutoutState {
  let cutout = states.get(state);
  if (!cutout) {
    cutout = { placeholders: null, tokens: new Map(), tasks: new Map(), host: { delayMs: DEFAULT_CUTOUT_DELAY_MS, next: [] } };
    states.set(state, cutout);
  }
  return cutout;
}
