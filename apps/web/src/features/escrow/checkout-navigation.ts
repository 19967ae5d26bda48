/**
 * Leaves for the provider's checkout. The campaign page is marked ?fund=1 first (without a navigation), so that Back
 * from the checkout, which loads the page afresh, opens the Fund dialog again, where the payment in progress shows.
 */
export function leaveForCheckout(checkoutUrl: string): void {
  const here = new URL(window.location.href);
  here.searchParams.set('fund', '1');
  // A notice about an earlier checkout would only distract from the one being opened now.
  here.searchParams.delete('funding');
  if (here.href !== window.location.href) window.history.replaceState(window.history.state, '', here);
  window.location.assign(checkoutUrl);
}
