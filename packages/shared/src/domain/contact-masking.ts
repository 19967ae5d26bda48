import { MASKED_TEXT } from '../schemas/conversations';

/**
 * What off-platform protection hides until money is held for a brand and a creator (issue 24 §1), as Upwork and
 * Fiverr do: links to messaging apps, e-mail addresses, UPI ids and phone numbers. Order matters: a link or an
 * e-mail address is hidden whole before its digits could be read as a phone number.
 */
const CONTACT_PATTERNS: readonly RegExp[] = [
  // Messaging apps: WhatsApp, Telegram, Signal, Messenger, Discord, LINE, Snapchat and Instagram direct links.
  /\b(?:https?:\/\/)?(?:www\.)?(?:wa\.me|(?:api\.|chat\.|web\.)?whatsapp\.com|t\.me|telegram\.(?:me|dog|org)|signal\.(?:me|group)|m\.me|discord\.(?:gg|com\/invite)|line\.me|snapchat\.com\/add|ig\.me)(?:\/\S*)?/gi,
  // E-mail addresses.
  /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,}/gi,
  // UPI ids: name@bank, with no dot after the @ (okaxis, ybl, paytm…).
  /\b[A-Z0-9._-]{2,}@[A-Z]{2,}\b/gi,
  // Phone numbers: 10 or more digits, with optional +, spaces, dots, dashes or brackets between them.
  /(?:\+\s*)?\(?\d(?:[\s().-]{0,3}\d){9,}/g,
];

/** The text with contact details replaced by "[hidden]", and whether anything was. */
export function maskContactDetails(text: string): { text: string; masked: boolean } {
  let masked = false;
  let result = text;
  for (const pattern of CONTACT_PATTERNS) {
    result = result.replace(pattern, () => {
      masked = true;
      return MASKED_TEXT;
    });
  }
  return { text: result, masked };
}
