/** Where one id of a sync stands: waiting, being synced, landed, refused with the server's reason, or left by a stop. */
export interface SyncOutcome {
  id: string;
  status: 'pending' | 'running' | 'done' | 'failed' | 'stopped';
  reason?: string;
}

export function syncCounts(outcomes: readonly SyncOutcome[]) {
  const count = (status: SyncOutcome['status']) => outcomes.filter((row) => row.status === status).length;
  return { done: count('done'), failed: count('failed'), stopped: count('stopped'), pending: count('pending'), running: count('running') };
}
