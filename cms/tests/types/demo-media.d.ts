/*
 * The part of @estate/demo-media (a JavaScript dev tool, tools/demo-media) the tests use: the
 * demo brochure, a real one-page PDF; the catalogue of demo pictures and the committed renderings.
 */
declare module '@estate/demo-media' {
  export function brochurePdf(content: {
    title: string;
    subtitle?: string;
    agency?: string;
    lines?: string[];
    plan?: Array<[string, number, string]>;
  }): Buffer;
  export interface ImageSpec {
    key: string;
    alt: string;
    draw?: () => string;
    file?: string;
    from?: string;
    width: number;
    height: number;
  }
  export const IMAGES: ImageSpec[];
  export const RENDERS: Array<{
    key: string;
    scene: string;
    samples: number;
    flip?: boolean;
    width?: number;
    height?: number;
  }>;
  export function renderFile(key: string): string;
}
