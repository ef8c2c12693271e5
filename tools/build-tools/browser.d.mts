export declare function findBrowser(): string;
export declare const BROWSER_ARGS: string[];
