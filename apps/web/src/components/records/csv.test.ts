import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csv', () => {
  it('quotes commas, quotes and line breaks, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('21 Nov 2026, 12:00')).toBe('"21 Nov 2026, 12:00"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('makes a formula-like cell text with a leading quote (CSV injection)', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+60123')).toBe("'+60123");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('P -10.00')).toBe('P -10.00');
  });

  it('ends every row with CRLF', () => {
    expect(toCsv([['a', 'b'], ['中文', '']])).toBe('a,b\r\n中文,\r\n');
  });
});
