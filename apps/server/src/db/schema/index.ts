export * from './users';
export * from './sessions';
export * from './verification-codes';
export * from './mail-outbox';
export * from './brand-profiles';
export * from './creator-profiles';
export * from './registration-drafts';
export * from './stored-files';
