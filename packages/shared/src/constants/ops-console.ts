/**
 * The operator console's own words in the browser (issue 13 §4), where the server's answer gives none. The server's
 * messages (validation, 409s, the toasts after an action) are OPS_MESSAGES in schemas/ops.ts.
 */
export const OPS_CONSOLE_MESSAGES = {
  copied: (what: string) => `${what} copied.`,
  copyFailed: 'Could not copy. Select the text and copy it yourself.',
  actionFailed: 'Nothing was changed: the console could not reach the server. Try again in a moment.',
  sessionEnded: 'Your session has ended. Sign in again to continue.',
  signOutFailed: 'You have been signed out on this device.',
} as const;
