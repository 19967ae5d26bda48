export declare const SERVER_ENTRY_POINTS: { server: string; 'migrate-cli': string };
export declare function buildServerBundle(options: { outdir: string; entryPoints?: Record<string, string> }): Promise<void>;
