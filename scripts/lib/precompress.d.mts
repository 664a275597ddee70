import type { Plugin } from 'vite';

/** Writes `<file>.br` and `<file>.gz` beside every compressible file of `dir` of at least 1 KiB. */
export function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }>;
/** The Vite plugin: the browser build's compressed copies, once it is written. */
export function precompress(): Plugin;
