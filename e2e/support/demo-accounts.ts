/** The demo accounts the server seeds on a fresh database (see apps/server/src/db/seed.ts). */
export const DEMO_BRAND = { email: 'brand@amplio.test', password: 'Demo-Brand-2026' } as const;
export const DEMO_CREATOR = { email: 'creator@amplio.test', password: 'Demo-Creator-2026' } as const;
export const DEMO_OPERATOR = { email: 'ops@amplio.test', password: 'Demo-Ops-2026' } as const;
