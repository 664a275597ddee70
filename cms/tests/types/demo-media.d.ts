/*
 * The part of @estate/demo-media (a JavaScript dev tool, tools/demo-media) the tests use: the
 * demo brochure, a real one-page PDF.
 */
declare module '@estate/demo-media' {
  export function brochurePdf(content: {
    title: string;
    subtitle?: string;
    agency?: string;
    lines?: string[];
    plan?: Array<[string, number, string]>;
  }): Buffer;
}
