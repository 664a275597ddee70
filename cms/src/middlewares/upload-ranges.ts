import { serveUploadRanges } from '../lib/uploads/ranges';

/** One byte range of a file in the uploads folder (a film's player seeking): 206, 416 past the end. */
export default () => serveUploadRanges();
