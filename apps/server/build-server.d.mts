export declare const SERVER_ENTRY_POINTS: Record<string, string>;
export declare function buildServerBundle(options: { outdir: string; entryPoints?: Record<string, string> }): Promise<void>;
