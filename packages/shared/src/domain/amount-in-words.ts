/**
 * An amount in paise written out in words, the Indian way (lakh = 1,00,000; crore = 1,00,00,000), as a tax invoice
 * states its total (CGST Rule 46(l) asks for the total "in figure and in words"): "Rupees One Lakh Eighteen Thousand
 * and Fifty Paise Only". Exact for every bigint of paise: crores above 99 are themselves written in lakh and crore
 * ("One Hundred Crore", "One Lakh Crore").
 */
const ONES = [
  'Zero',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 1..99 in words. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const unit = n % 10;
  return unit === 0 ? TENS[Math.floor(n / 10)]! : `${TENS[Math.floor(n / 10)]} ${ONES[unit]}`;
}

/** 1..999 in words. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds > 0) parts.push(`${ONES[hundreds]} Hundred`);
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** A whole number (≥ 0) in Indian words: crore, lakh, thousand, hundred; "Zero" for 0. */
export function numberInIndianWords(value: bigint): string {
  if (value < 0n) throw new RangeError('numberInIndianWords takes a number of 0 or more');
  if (value === 0n) return ONES[0]!;
  const crores = value / 10_000_000n;
  const rest = Number(value % 10_000_000n);
  const parts: string[] = [];
  if (crores > 0n) parts.push(`${numberInIndianWords(crores)} Crore`);
  const lakhs = Math.floor(rest / 100_000);
  const thousands = Math.floor((rest % 100_000) / 1000);
  const below = rest % 1000;
  if (lakhs > 0) parts.push(`${belowHundred(lakhs)} Lakh`);
  if (thousands > 0) parts.push(`${belowHundred(thousands)} Thousand`);
  if (below > 0) parts.push(belowThousand(below));
  return parts.join(' ');
}

/** Paise as an invoice writes its total in words: "Rupees Ten Only", "Rupees Zero and Fifty Paise Only". */
export function amountInWords(paise: bigint): string {
  if (paise < 0n) throw new RangeError('amountInWords takes an amount of 0 or more');
  const rupees = paise / 100n;
  const rest = paise % 100n;
  const words = `Rupees ${numberInIndianWords(rupees)}`;
  return rest === 0n ? `${words} Only` : `${words} and ${belowHundred(Number(rest))} Paise Only`;
}
