import { describe, expect, it } from 'vitest';
import { toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a header and rows, quoting what needs it', () => {
    expect(
      toCsv(
        ['id', 'name'],
        [
          [1, 'Ayşe, "Bayi"'],
          [2, null],
        ],
      ),
    ).toBe('\uFEFFid,name\r\n1,"Ayşe, ""Bayi"""\r\n2,\r\n');
  });

  it('keeps spreadsheet formulas from running, but not negative numbers', () => {
    expect(toCsv(['a', 'b'], [['=HYPERLINK("x")', -12.5]])).toBe(
      '\uFEFFa,b\r\n"\'=HYPERLINK(""x"")",-12.5\r\n',
    );
  });

  it('quotes line breaks inside a cell', () => {
    expect(toCsv(['note'], [['one\ntwo']])).toBe('\uFEFFnote\r\n"one\ntwo"\r\n');
  });
});
