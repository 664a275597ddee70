import { open, type FileHandle } from 'fs/promises';
import type { FilmType } from '@estate/contract';

/*
 * A listing's film is played by the visitor's browser in the page's own <video>, so it is checked
 * by its content, whatever its name or declared type says: an MP4 (ISO base media file) whose
 * boxes hold together, with a movie header and a video track whose codec every browser plays, or
 * a WebM (Matroska with the webm doc type). A film nothing can play is refused at the upload,
 * not discovered by a visitor.
 */

/** What the file is: a film of a type the site plays, or what is wrong with it. */
export type FilmVerdict = { ok: true; mime: FilmType; ext: '.mp4' | '.webm' } | { ok: false; problem: string };

const ONLY = 'only MP4 (H.264) and WebM films are accepted';
/** The movie header of an MP4 is read whole to find its tracks; larger ones are not films we take. */
const MOOV_MAX_BYTES = 32 * 1024 * 1024;
/** Top-level boxes walked at most (an MP4 has a handful; fragmented ones a few per second of film). */
const MAX_BOXES = 100_000;

async function readAt(file: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

/** The four-character codes found after `handler` boxes and as sample entries inside a movie header. */
function codecsIn(moov: Buffer): { video: boolean; codecs: Set<string> } {
  const codecs = new Set<string>();
  let video = false;
  for (let at = moov.indexOf('hdlr'); at >= 0; at = moov.indexOf('hdlr', at + 4)) {
    // hdlr: version and flags (4), pre-defined (4), then the handler type.
    if (moov.toString('latin1', at + 12, at + 16) === 'vide') video = true;
  }
  for (const code of ['avc1', 'avc3', 'hvc1', 'hev1', 'av01', 'vp09', 'mp4v']) {
    if (moov.includes(code, 0, 'latin1')) codecs.add(code);
  }
  return { video, codecs };
}

async function mp4Verdict(file: FileHandle, size: number, head: Buffer): Promise<FilmVerdict> {
  const brand = head.toString('latin1', 8, 12);
  if (brand === 'qt  ') return { ok: false, problem: `QuickTime (.mov) films are not accepted: ${ONLY}` };
  let moov: { at: number; size: number } | null = null;
  let media = false;
  let at = 0;
  for (let boxes = 0; at < size; boxes += 1) {
    if (boxes >= MAX_BOXES) return { ok: false, problem: 'the MP4 has too many boxes to be read' };
    const header = await readAt(file, at, 16);
    if (header.length < 8) return { ok: false, problem: 'the MP4 is incomplete: a box is cut short' };
    let boxSize = header.readUInt32BE(0);
    const type = header.toString('latin1', 4, 8);
    if (!/^[\x20-\x7e]{4}$/.test(type)) return { ok: false, problem: `the file is damaged: ${ONLY}` };
    if (boxSize === 1) {
      if (header.length < 16) return { ok: false, problem: 'the MP4 is incomplete: a box is cut short' };
      boxSize = Number(header.readBigUInt64BE(8));
    } else if (boxSize === 0) boxSize = size - at;
    if (boxSize < 8 || at + boxSize > size)
      return { ok: false, problem: 'the MP4 is incomplete: it ends inside a box (was the upload cut short?)' };
    if (type === 'moov') moov = { at, size: boxSize };
    if (type === 'mdat' || type === 'moof') media = true;
    at += boxSize;
  }
  if (!moov) return { ok: false, problem: 'the MP4 has no movie header (moov box): it cannot be played' };
  if (!media) return { ok: false, problem: 'the MP4 holds no media data' };
  if (moov.size > MOOV_MAX_BYTES) return { ok: false, problem: 'the MP4 movie header is too large to be read' };
  const { video, codecs } = codecsIn(await readAt(file, moov.at, moov.size));
  if (!video) return { ok: false, problem: 'the file has no video track' };
  if ((codecs.has('hvc1') || codecs.has('hev1')) && !codecs.has('avc1') && !codecs.has('avc3'))
    return {
      ok: false,
      problem: 'HEVC (H.265) films do not play in every browser: export the film as MP4 with H.264 video',
    };
  return { ok: true, mime: 'video/mp4', ext: '.mp4' };
}

/** What the file is as a listing's film: an MP4 or WebM the site plays, or the problem, in words. */
export async function filmVerdict(filepath: string): Promise<FilmVerdict> {
  const file = await open(filepath, 'r');
  try {
    const { size } = await file.stat();
    if (size === 0) return { ok: false, problem: 'the file is empty' };
    const head = await readAt(file, 0, 64);
    if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') return await mp4Verdict(file, size, head);
    if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
      // The EBML header names the doc type near its start: Matroska files that are not WebM are not taken.
      return head.includes('webm', 0, 'latin1')
        ? { ok: true, mime: 'video/webm', ext: '.webm' }
        : { ok: false, problem: `Matroska (.mkv) films are not accepted: ${ONLY}` };
    }
    return { ok: false, problem: `the file is not a film: ${ONLY}` };
  } finally {
    await file.close();
  }
}
