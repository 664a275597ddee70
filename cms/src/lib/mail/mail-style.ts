/*
 * The look of every mail, inlined (mail clients drop style sheets): ink on ivory, a warm grey for
 * what is secondary (AA contrast on white), a serif for headings, no image anywhere.
 */
export const INK = '#1c1a17';
export const MUTED = '#5f574d';
export const RULE = '#e6ded2';
export const PAPER = '#fbf8f3';
export const SERIF = "font-family:Georgia,'Times New Roman',serif";
export const SANS = 'font-family:Arial,Helvetica,sans-serif';
