import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const { stripTestIds } = createRequire(import.meta.url)('../../build/stripTestIds.cjs') as { stripTestIds(source: string): string };

describe('the production build takes data-testid out of the JSX', () => {
  it('removes quoted and braced values, template literals included, and nothing else', () => {
    const source = [
      '<div className="a" data-testid="designer-canvas" ref={viewRef} />',
      "<span data-testid='one'>x</span>",
      '<Input data-testid={`${prefix}-color`} value={value} />',
      '<Button data-testid={testId} onClick={() => go({ a: 1 })}>{label}</Button>',
      '<p data-test="kept">data-testid in text stays</p>',
    ].join('\n');
    expect(stripTestIds(source)).toBe(
      [
        '<div className="a" ref={viewRef} />',
        '<span>x</span>',
        '<Input value={value} />',
        '<Button onClick={() => go({ a: 1 })}>{label}</Button>',
        '<p data-test="kept">data-testid in text stays</p>',
      ].join('\n'),
    );
  });

  it('leaves a value it cannot read as it is', () => {
    expect(stripTestIds('<a data-testid=unquoted />')).toBe('<a data-testid=unquoted />');
    expect(stripTestIds('<a data-testid="open')).toBe('<a data-testid="open');
  });
});
