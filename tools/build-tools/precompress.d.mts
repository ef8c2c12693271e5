import type { Plugin } from 'vite';

/** Writes .br and .gz copies beside every text file of the build (for a server that serves them). */
export function precompress(): Plugin;
