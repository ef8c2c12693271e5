import type { Plugin as VitePlugin } from 'vite';
import type { Plugin as EsbuildPlugin } from 'esbuild';

export declare function linguiVite(options: { configPaths: string[] }): VitePlugin[];
export declare function linguiEsbuild(options?: { configPath?: string }): EsbuildPlugin;
