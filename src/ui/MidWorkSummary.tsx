import { MSG } from '../messages';

/** The question must fit a 640 px window with its buttons in view: the first names, then how many more. */
const NAMES_SHOWN = 10;

export function namesUpTo(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).join('、');
  return names.length > NAMES_SHOWN ? MSG.midWork.andMore(shown, names.length - NAMES_SHOWN) : shown;
}

/** What a close mid-work says: one paragraph a line, scrolling in a short window. */
export function MidWorkSummary({ lines }: { lines: string[] }) {
  return (
    <div className="mid-work-summary" style={{ maxHeight: '40vh', overflowY: 'auto' }}>
      {lines.map((line) => (
        <p key={line} style={{ margin: '0 0 8px', wordBreak: 'break-all' }}>
          {line}
        </p>
      ))}
    </div>
  );
}
