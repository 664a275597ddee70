import zlib from 'node:zlib';

/*
 * A page compressed once and sent many times with a different value (the CSP nonce) spliced in
 * at known places, without compressing it again per answer.
 *
 * Each fixed part is compressed on its own as a raw deflate stream ended by a sync flush, which
 * leaves it byte-aligned with no reference outside itself: raw deflate streams joined that way
 * form one valid stream (what pigz does to compress in parallel). The spliced value goes in as a
 * "stored" (uncompressed) block, the last part closes the stream, and a gzip header and trailer
 * (CRC-32 and length of the whole text) wrap it. Per answer this costs a CRC over the page's
 * bytes (hardware-assisted, microseconds), not a compression (about a millisecond per page).
 */

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

export interface SplicedGzip {
  /** The compressed fixed parts, in order; a value goes between each two. */
  parts: Buffer[];
  /** The uncompressed fixed parts (for the CRC and the length). */
  plain: Buffer[];
}

function deflatePart(data: Buffer, last: boolean): Buffer {
  return zlib.deflateRawSync(data, {
    level: 6,
    finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
  });
}

/** Compresses the text around the places where a value will go (`parts` has one more item than places). */
export function compressParts(plain: Buffer[]): SplicedGzip {
  return { plain, parts: plain.map((p, i) => deflatePart(p, i === plain.length - 1)) };
}

/** A stored deflate block (not final) holding `data`: byte-aligned, at most 65,535 bytes. */
function storedBlock(data: Buffer): Buffer {
  if (data.length > 0xffff) throw new Error('spliced value too long');
  const head = Buffer.alloc(5);
  head[0] = 0x00; // BFINAL 0, BTYPE 00 (stored), padded to the byte
  head.writeUInt16LE(data.length, 1);
  head.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([head, data]);
}

/** The gzip body of the parts with `value` between each two. */
export function gzipWith(spliced: SplicedGzip, value: string): Buffer {
  const v = Buffer.from(value, 'utf8');
  const block = storedBlock(v);
  const chunks: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  spliced.parts.forEach((part, i) => {
    if (i > 0) {
      chunks.push(block);
      crc = zlib.crc32(v, crc);
      length += v.length;
    }
    chunks.push(part);
    crc = zlib.crc32(spliced.plain[i]!, crc);
    length += spliced.plain[i]!.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(trailer);
  return Buffer.concat(chunks);
}
