const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-05-01 09:30`, local time: when a template was last saved, as a card shows it. */
export function formatUpdatedAt(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
