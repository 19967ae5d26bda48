import { CAMPAIGN_TIME_ZONE } from '@amplio/shared/constants/campaigns';

const dayFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** The same format on the campaign's clock (India Standard Time), whatever the browser's time zone. */
const campaignDateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: CAMPAIGN_TIME_ZONE,
});

function parse(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "5 Dec 2026" for a YYYY-MM-DD date or a timestamp; N/A when missing, the raw text when it cannot be read. */
export function formatDay(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parse(value);
  return date ? dayFormat.format(date) : value;
}

/** "5 Dec 2026, 3:04 pm"; N/A when missing, the raw text when it cannot be read. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parse(value);
  return date ? dateTimeFormat.format(date) : value;
}

/**
 * "14 Mar 2027, 5:30 pm IST": a time the campaign's clock sets (the creator's deadline after its end) in India Standard
 * Time, saying so, as the creator's alert and e-mail write it; N/A when missing, the raw text when it cannot be read.
 */
export function formatCampaignDateTime(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = parse(value);
  return date ? `${campaignDateTimeFormat.format(date)} IST` : value;
}
