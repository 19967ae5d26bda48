import { creatorApi, earnThroughOneScript } from './creator-api';

/** The demo creator's API session with money in the wallet to withdraw (see earnThroughOneScript). */
export async function creatorWithEarnings(baseURL: string) {
  const creator = await creatorApi(baseURL);
  await earnThroughOneScript(baseURL, creator, { productName: 'Payout Flask', postLink: 'https://www.instagram.com/p/amplio-e2e/' });
  return creator;
}

/** A UPI id no other test uses. */
export const uniqueUpiId = () => `e2e.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@okaxis`;
