import { describe, expect, it } from 'vitest';
import { financialYearLabel, indiaDate, splitGst } from './gst-invoice';

describe('financialYearLabel', () => {
  it('closes a financial year on 31 March 23:59 India time and opens the next at 1 April 00:00', () => {
    expect(financialYearLabel(new Date('2027-03-31T23:59:00+05:30'))).toBe('26-27');
    expect(financialYearLabel(new Date('2027-04-01T00:00:00+05:30'))).toBe('27-28');
  });

  it('reads the year in India, not UTC: 31 March 18:30 UTC is already 1 April in India', () => {
    expect(financialYearLabel(new Date('2027-03-31T18:29:59Z'))).toBe('26-27');
    expect(financialYearLabel(new Date('2027-03-31T18:30:00Z'))).toBe('27-28');
    expect(indiaDate(new Date('2027-03-31T18:30:00Z'))).toBe('2027-04-01');
  });

  it('writes the century turn with two digits', () => {
    expect(financialYearLabel(new Date('2099-06-01T00:00:00Z'))).toBe('99-00');
  });
});

describe('splitGst', () => {
  it('gives all of the GST to IGST between states', () => {
    expect(splitGst({ gstPaise: 1801n, intraState: false })).toEqual({ cgstPaise: 0n, sgstPaise: 0n, igstPaise: 1801n, oddPaisaTo: null });
  });

  it('halves an even GST into CGST and SGST within a state', () => {
    expect(splitGst({ gstPaise: 1800n, intraState: true })).toEqual({ cgstPaise: 900n, sgstPaise: 900n, igstPaise: 0n, oddPaisaTo: null });
  });

  it('gives an odd paisa to CGST and says so, keeping the total exact', () => {
    const split = splitGst({ gstPaise: 1801n, intraState: true });
    expect(split).toEqual({ cgstPaise: 901n, sgstPaise: 900n, igstPaise: 0n, oddPaisaTo: 'cgst' });
    expect(split.cgstPaise + split.sgstPaise).toBe(1801n);
  });
});
