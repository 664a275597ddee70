import type { Plugin } from 'vite';

/** Writes a Brotli and a gzip copy beside each text file under `dir` worth compressing. */
export function precompressDir(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }>;

/** The Vite plugin: the browser build's compressed copies, once it is written. */
export function precompress(): Plugin;
