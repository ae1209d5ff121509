export declare const serverNodeOptions: readonly string[];
