import { describe, expect, it } from 'vitest';
import { toCsv } from '@/lib/server/platform/csv';

describe('toCsv (every CSV export)', () => {
  it('writes a BOM, CRLF line ends and quotes cells with commas, quotes or line breaks', () => {
    expect(
      toCsv(
        ['a', 'b'],
        [
          ['x, y', 'say "hi"'],
          ['line\nbreak', null],
        ],
      ),
    ).toBe('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n"line\nbreak",\r\n');
  });

  it('neutralises cells a spreadsheet would run as a formula, but keeps negative numbers', () => {
    const csv = toCsv(['v'], [['=HYPERLINK("x")'], ['+1'], ['@SUM(A1)'], ['-2+3'], ['-12.50']]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([`"'=HYPERLINK(""x"")"`, `'+1`, `'@SUM(A1)`, `'-2+3`, '-12.50']);
  });
});
