import { describe, expect, it } from 'vitest';
import { DEFAULT_INVOICES_CONFIG, InvoicesConfigError, invoicesConfigFromEnv } from '../../../src/features/invoices/invoices.config';

describe('the invoices configuration', () => {
  it('takes the documented defaults when nothing is set, or set empty', () => {
    expect(invoicesConfigFromEnv({})).toEqual(DEFAULT_INVOICES_CONFIG);
    expect(invoicesConfigFromEnv({ INVOICE_SUPPLIER_GSTIN: '', INVOICE_SAC_CODE: ' ' })).toEqual(DEFAULT_INVOICES_CONFIG);
  });

  it('reads the supplier and the SAC from INVOICE_* variables', () => {
    const config = invoicesConfigFromEnv({
      INVOICE_SUPPLIER_LEGAL_NAME: 'Amplio Media LLP',
      INVOICE_SUPPLIER_ADDRESS: '12 MG Road, Bengaluru 560001',
      INVOICE_SUPPLIER_STATE: 'Karnataka',
      INVOICE_SUPPLIER_GSTIN: '29aapfu0939f1zr',
      INVOICE_SAC_CODE: '998599',
    });
    expect(config).toEqual({
      supplier: { legalName: 'Amplio Media LLP', address: '12 MG Road, Bengaluru 560001', state: 'Karnataka', gstin: '29AAPFU0939F1ZR' },
      sacCode: '998599',
    });
  });

  it.each([
    [{ INVOICE_SUPPLIER_GSTIN: '27AAPFU0939F1ZX' }, /GSTIN: not a valid GSTIN/],
    [{ INVOICE_SUPPLIER_STATE: 'Karnataka' }, /state code/],
    [{ INVOICE_SUPPLIER_STATE: 'Atlantis' }, /STATE: not a GST state/],
    [{ INVOICE_SAC_CODE: '99836' }, /SAC_CODE/],
  ])('stops the server at start on a wrong value: %o', (env, message) => {
    expect(() => invoicesConfigFromEnv(env)).toThrow(InvoicesConfigError);
    expect(() => invoicesConfigFromEnv(env)).toThrow(message);
  });
});
