/**
 * Spreads many small pieces of work over the page's tasks: at most `perTask` turns are handed out in one
 * task, and the rest wait, in the order they asked, for the tasks that follow. For work whose pieces each
 * cost the main thread a little but arrive all at once (a hundred image loads started by one change).
 */
export interface TaskBudget {
  /** Resolves in a task that has handed out fewer than `perTask` turns: at once while the budget lasts. */
  turn(): Promise<void>;
}

export function taskBudget(perTask: number, nextTask: (run: () => void) => void = (run) => setTimeout(run, 0)): TaskBudget {
  let left = perTask;
  let armed = false;
  const waiting: (() => void)[] = [];

  function arm(): void {
    if (armed) return;
    armed = true;
    nextTask(newTask);
  }

  function newTask(): void {
    armed = false;
    left = perTask;
    while (left > 0 && waiting.length > 0) {
      left--;
      waiting.shift()!();
    }
    // The budget spent in this task is given back in the next one.
    if (waiting.length > 0 || left < perTask) arm();
  }

  return {
    turn() {
      arm();
      if (left > 0 && waiting.length === 0) {
        left--;
        return Promise.resolve();
      }
      return new Promise((resolve) => waiting.push(resolve));
    },
  };
}
