// @vitest-environment node
import { parseFlag, parseList, parsePositiveInteger } from './env';

describe('build variable parsing', () => {
  it('reads flags: true, 1 and yes switch on; anything else is off', () => {
    for (const value of ['true', 'TRUE', ' 1 ', 'yes']) expect(parseFlag(value)).toBe(true);
    for (const value of [undefined, '', 'false', '0', 'no', 'on?'])
      expect(parseFlag(value)).toBe(false);
  });

  it('reads comma-separated lists', () => {
    expect(parseList(' a@x.io, b@y.io ,,')).toEqual(['a@x.io', 'b@y.io']);
    expect(parseList(undefined)).toEqual([]);
  });

  it('reads positive whole numbers only', () => {
    expect(parsePositiveInteger('10000')).toBe(10000);
    for (const value of [undefined, '', '0', '-5', '1.5', 'soon']) {
      expect(parsePositiveInteger(value)).toBeUndefined();
    }
  });
});
