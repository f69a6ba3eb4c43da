// Types of tools/chromium.js for playwright.config.ts.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
