// Types of tools/chromium.js for playwright.config.ts.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_FLAGS: readonly string[];
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
export declare const HEADLESS_SHELL_PATH: string;
export declare function e2eChromiumPath(): string;
export declare function e2eLaunchOptions(): { executablePath: string; args: string[] };
