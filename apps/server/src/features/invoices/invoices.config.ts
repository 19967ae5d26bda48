import { GST_STATE_NAMES, gstStateCodeOf } from '@amplio/shared/constants/gst-states';
import { isValidGstin } from '@amplio/shared/domain/gstin';

/** Who issues Amplio's tax invoices, and the service code they carry (decision 043). */
export interface InvoicesConfig {
  supplier: { legalName: string; address: string; state: string; gstin: string };
  /** SAC (Services Accounting Code) of the platform fee. */
  sacCode: string;
}

/**
 * Defaults for development and tests: a placeholder company in Maharashtra with a well-formed GSTIN (GSTN's own
 * sample). Production sets the INVOICE_* variables to the registered details.
 */
export const DEFAULT_INVOICES_CONFIG: InvoicesConfig = {
  supplier: {
    legalName: 'Amplio Technologies Private Limited',
    address: '4th Floor, Kamala Mills Compound, Senapati Bapat Marg, Lower Parel, Mumbai 400013',
    state: 'Maharashtra',
    gstin: '27AAPFU0939F1ZV',
  },
  sacCode: '998361',
};

export class InvoicesConfigError extends Error {}

/**
 * Reads INVOICE_SUPPLIER_LEGAL_NAME, INVOICE_SUPPLIER_ADDRESS, INVOICE_SUPPLIER_STATE (a GST state's name),
 * INVOICE_SUPPLIER_GSTIN (checked by its check character and against the state) and INVOICE_SAC_CODE (6 digits);
 * each unset one takes its default. A wrong value stops the server at start, never an invoice later.
 */
export function invoicesConfigFromEnv(env: NodeJS.ProcessEnv = process.env): InvoicesConfig {
  const d = DEFAULT_INVOICES_CONFIG;
  const pick = (name: string, fallback: string) => (env[name]?.trim() ? env[name]!.trim() : fallback);
  const config: InvoicesConfig = {
    supplier: {
      legalName: pick('INVOICE_SUPPLIER_LEGAL_NAME', d.supplier.legalName),
      address: pick('INVOICE_SUPPLIER_ADDRESS', d.supplier.address),
      state: pick('INVOICE_SUPPLIER_STATE', d.supplier.state),
      gstin: pick('INVOICE_SUPPLIER_GSTIN', d.supplier.gstin).toUpperCase(),
    },
    sacCode: pick('INVOICE_SAC_CODE', d.sacCode),
  };
  if (!GST_STATE_NAMES.includes(config.supplier.state)) throw new InvoicesConfigError('INVOICE_SUPPLIER_STATE: not a GST state name');
  if (!isValidGstin(config.supplier.gstin)) throw new InvoicesConfigError('INVOICE_SUPPLIER_GSTIN: not a valid GSTIN');
  if (config.supplier.gstin.slice(0, 2) !== gstStateCodeOf(config.supplier.state))
    throw new InvoicesConfigError('INVOICE_SUPPLIER_GSTIN: its state code is not INVOICE_SUPPLIER_STATE’s');
  if (!/^\d{6}$/.test(config.sacCode)) throw new InvoicesConfigError('INVOICE_SAC_CODE: six digits');
  return config;
}
