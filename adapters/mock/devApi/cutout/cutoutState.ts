// What the AI cutout routes keep: placeholder images, issued task tokens, the cutout host's tasks and its
// QA settings. Kept beside the dev state (so reset() starts them over) without widening it: the placeholders
// are each account's (cutoutStateOf), the host one service for every account (cutoutHostOf).
import type { AiCutoutType, CutoutTaskInput } from '../../../../contract/aiCutout';
import type { CutoutOutcome } from '../../../../contract/devCutoutHost';

export type { CutoutOutcome };
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
export interface HostTask {
  id: string;
  token: string;
  /** The main account whose session asked for the token: the picture is read from, and the result stored in, its files. */
  owner: string;
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
}

export interface CutoutHost {
  tokens: Map<string, IssuedToken>;
  tasks: Map<string, HostTask>;
  host: CutoutHostSettings;
}

const states = new WeakMap<DevState, CutoutState>();
// Keyed by the id counter: one object per dev state, shared by every account's view of it (state.ts).
const hosts = new WeakMap<DevState['ids'], CutoutHost>();

/** The account's own: state is an account's (a route's `state`). */
export function cutoutStateOf(state: DevState): CutoutState {
  let cutout = states.get(state);
  if (!cutout) {
    cutout = { placeholders: null };
    states.set(state, cutout);
  }
  return cutout;
}

/** The cutout host's tokens, tasks and QA settings: one host for every account, reached by token. */
export function cutoutHostOf(state: DevState): CutoutHost {
  let host = hosts.get(state.ids);
  if (!host) {
    host = { tokens: new Map(), tasks: new Map(), host: { delayMs: DEFAULT_CUTOUT_DELAY_MS, next: [] } };
    hosts.set(state.ids, host);
  }
  return host;
}
