import { describe, expect, it } from 'vitest';
import { pdfFilenameFor } from './pdf';

describe('PDF file name (spec §5)', () => {
  it.each([
    ['Solar Kettle', 'solar_kettle.pdf'],
    ['Smart™ Kettle: v2.0 (Pro)!', 'smart_kettle_v20_pro.pdf'],
    ['Solar    Powered   Kettle', 'solar_powered_kettle.pdf'],
    ['  _Kettle_  ', 'kettle.pdf'],
    ['___', 'patent_application.pdf'],
    ['', 'patent_application.pdf'],
    [null, 'patent_application.pdf'],
    ['Café Crème 90 °C', 'caf_crme_90_c.pdf'],
  ])('%j → %s', (title, expected) => expect(pdfFilenameFor(title)).toBe(expected));

  it('cuts the stem to 50 characters and never ends it with an underscore', () => {
    const name = pdfFilenameFor(`${'a'.repeat(49)} b and more words after the cut`);
    expect(name).toBe(`${'a'.repeat(49)}.pdf`);
    expect(pdfFilenameFor('x'.repeat(80))).toBe(`${'x'.repeat(50)}.pdf`);
  });

  it('adds _v2, _v3… for later versions, after the 50-character cut', () => {
    expect(pdfFilenameFor('Solar Kettle', 1)).toBe('solar_kettle.pdf');
    expect(pdfFilenameFor('Solar Kettle', 2)).toBe('solar_kettle_v2.pdf');
    expect(pdfFilenameFor('', 3)).toBe('patent_application_v3.pdf');
    expect(pdfFilenameFor('x'.repeat(80), 12)).toBe(`${'x'.repeat(50)}_v12.pdf`);
  });

  it('always satisfies the office file-name rule', () => {
    for (const title of ['Ünïcödé ✓ device', '-dash first', 'a/b\\c', 'CON']) {
      expect(pdfFilenameFor(title)).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,95}\.pdf$/);
      expect(pdfFilenameFor(title, 99)).toMatch(/^[A-Za-z0-9][A-Za-z0-9_-]{0,95}\.pdf$/);
    }
  });
});
