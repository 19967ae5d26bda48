/** Every wallet query lives under this key, so one invalidation after a withdrawal refreshes them all. */
export const walletKey = ['creator-wallet'] as const;
