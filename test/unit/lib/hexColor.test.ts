import { describe, expect, it } from 'vitest';
import { HEX_COLOR, normalizeHex, parseHexColor } from '../../../contract/hexColor';
import { hexColorRule } from '../../../src/lib/hexColor';

describe('normalizeHex and parseHexColor', () => {
  it.each([
    ['#ff8800', '#ff8800'],
    [' #FF8800 ', '#ff8800'],
    ['FAF7F0', '#faf7f0'],
    ['fff', '#ffffff'],
    ['#AbC', '#aabbcc'],
  ])('reads %j as %s', (input, stored) => {
    expect(normalizeHex(input)).toBe(stored);
    expect(parseHexColor(input)).toBe(stored);
    expect(HEX_COLOR.test(stored)).toBe(true);
  });

  it.each(['', '#12345', '#ffff', 'red', '#ff00zz', '#1234567', '##fff'])('refuses %j', (input) => {
    expect(parseHexColor(input)).toBeNull();
  });

  it('gives back what it cannot read, trimmed and lower-cased, for the form to refuse', () => {
    expect(normalizeHex(' RED ')).toBe('red');
  });

  it('stores only `#` and six lower-case digits', () => {
    expect(HEX_COLOR.test('#FFFFFF')).toBe(false);
    expect(HEX_COLOR.test('#fff')).toBe(false);
  });
});

describe('hexColorRule', () => {
  const check = (rule: ReturnType<typeof hexColorRule>, value: unknown) => {
    let result: string | undefined = 'not called';
    rule(value, (error) => (result = error));
    return result;
  };

  it('asks for a colour when required and empty', () => {
    const rule = hexColorRule({ required: '请输入颜色', invalid: '请填写 #rrggbb 格式的颜色值' });
    expect(check(rule, '')).toBe('请输入颜色');
    expect(check(rule, '   ')).toBe('请输入颜色');
    expect(check(rule, undefined)).toBe('请输入颜色');
  });

  it('lets an optional colour be empty', () => {
    const rule = hexColorRule({ required: null, invalid: '请填写 #rrggbb 格式的颜色值' });
    expect(check(rule, '')).toBeUndefined();
  });

  it('refuses a malformed colour and accepts a pasted one', () => {
    const rule = hexColorRule({ required: null, invalid: '请填写 #rrggbb 格式的颜色值' });
    expect(check(rule, '#12345')).toBe('请填写 #rrggbb 格式的颜色值');
    expect(check(rule, 'FAF7F0')).toBeUndefined();
  });
});
