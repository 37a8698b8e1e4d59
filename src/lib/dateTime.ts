const pad = (n: number) => String(n).padStart(2, '0');

/** `2024-05-01 09:30`, local time: a moment as every list of the console shows it (a template's save, a shop's binding). */
export function formatDateTime(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
