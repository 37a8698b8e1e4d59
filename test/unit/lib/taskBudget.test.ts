import { describe, expect, it } from 'vitest';
import { taskBudget } from '../../../src/lib/taskBudget';

/** Tasks run by hand: each `runTask()` is the next task of the page. */
function manualTasks() {
  const queue: (() => void)[] = [];
  return {
    nextTask: (run: () => void) => queue.push(run),
    pending: () => queue.length,
    async runTask() {
      queue.shift()?.();
      // The turns handed out in that task resolve its microtasks.
      await Promise.resolve();
      await Promise.resolve();
    },
  };
}

describe('taskBudget', () => {
  it('hands out `perTask` turns at once and the rest in later tasks, in the order they asked', async () => {
    const tasks = manualTasks();
    const budget = taskBudget(3, tasks.nextTask);
    const got: number[] = [];
    for (let i = 0; i < 8; i++) void budget.turn().then(() => got.push(i));
    await Promise.resolve();
    expect(got).toEqual([0, 1, 2]);
    await tasks.runTask();
    expect(got).toEqual([0, 1, 2, 3, 4, 5]);
    await tasks.runTask();
    expect(got).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('gives the budget back in the next task and then stops asking for tasks', async () => {
    const tasks = manualTasks();
    const budget = taskBudget(2, tasks.nextTask);
    await budget.turn();
    await budget.turn();
    let third = false;
    void budget.turn().then(() => (third = true));
    await Promise.resolve();
    expect(third).toBe(false);
    await tasks.runTask();
    expect(third).toBe(true);
    // One more task gives back what the third turn spent; after it nothing is scheduled.
    await tasks.runTask();
    expect(tasks.pending()).toBe(0);
    const order: string[] = [];
    void budget.turn().then(() => order.push('a'));
    void budget.turn().then(() => order.push('b'));
    await Promise.resolve();
    expect(order).toEqual(['a', 'b']);
  });

  it('never hands a turn to a newcomer ahead of one already waiting', async () => {
    const tasks = manualTasks();
    const budget = taskBudget(1, tasks.nextTask);
    const order: string[] = [];
    void budget.turn().then(() => order.push('first'));
    void budget.turn().then(() => order.push('second'));
    await tasks.runTask();
    void budget.turn().then(() => order.push('third'));
    await tasks.runTask();
    expect(order).toEqual(['first', 'second', 'third']);
  });
});
