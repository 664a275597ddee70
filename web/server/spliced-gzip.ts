import zlib from 'node:zlib';

/*
 * A page compressed once and sent many times with a different value (the CSP nonce) spliced in
 * at known places, without compressing it again per answer.
 *
 * Each fixed part is compressed on its own as a raw deflate stream ended by a sync flush, which
 * leaves it byte-aligned with no reference outside itself: raw deflate streams joined that way
 * form one valid stream (what pigz does to compress in parallel). The spliced value goes in as a
 * "stored" (uncompressed) block, the last part closes the stream, and a gzip header and trailer
 * (CRC-32 and length of the whole text) wrap it.
 *
 * The CRC of the whole text is combined from each fixed part's CRC, computed once, and the
 * value's (zlib's crc32_combine, below): an answer costs a few operations per place, not a pass
 * over the page's bytes (a CRC over a 230 KB home page took a sizeable share of a cached hit).
 */

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff]);

export interface SplicedGzip {
  /** The compressed fixed parts, in order; a value goes between each two. */
  parts: Buffer[];
  /** The uncompressed fixed parts. */
  plain: Buffer[];
  /** CRC-32 of each uncompressed part. */
  crcs: number[];
  /** The operator that moves a CRC past each uncompressed part (see crc32CombineOp). */
  ops: number[];
  /** The length of the fixed text. */
  length: number;
}

/* ------------------------------------------------ CRC-32 combination (zlib's crc32.c, in GF(2)) */

const POLY = 0xedb88320;

/** a times b modulo the CRC polynomial (both in the reflected representation). */
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ POLY : b >>> 1;
  }
  return p >>> 0;
}

/** x^(2^n) modulo the polynomial, n = 0..31. */
const X2N = (() => {
  const table = [0x40000000];
  for (let n = 1; n < 32; n++) table.push(multModP(table[n - 1]!, table[n - 1]!));
  return table;
})();

/** The operator that appends `length` bytes' worth of shift to a CRC: x^(8 * length) mod p. */
export function crc32CombineOp(length: number): number {
  let p = 0x80000000;
  let k = 3;
  for (let n = length; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multModP(X2N[k & 31]!, p);
  return p >>> 0;
}

/** The CRC of A followed by B, from crc(A), crc(B) and crc32CombineOp(|B|). */
export function crc32Combine(crcA: number, crcB: number, op: number): number {
  return (multModP(op, crcA) ^ crcB) >>> 0;
}

/* ------------------------------------------------------------------------------------- parts */

function deflatePart(data: Buffer, last: boolean): Buffer {
  return zlib.deflateRawSync(data, {
    level: 6,
    finishFlush: last ? zlib.constants.Z_FINISH : zlib.constants.Z_SYNC_FLUSH,
  });
}

/** Compresses the text around the places where a value will go (`parts` has one more item than places). */
export function compressParts(plain: Buffer[]): SplicedGzip {
  return {
    plain,
    parts: plain.map((p, i) => deflatePart(p, i === plain.length - 1)),
    crcs: plain.map((p) => zlib.crc32(p)),
    ops: plain.map((p) => crc32CombineOp(p.length)),
    length: plain.reduce((n, p) => n + p.length, 0),
  };
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

/** Values are nonces of one length: their operator is made once. */
const opsByLength = new Map<number, number>();

/** The gzip body of the parts with `value` between each two. */
export function gzipWith(spliced: SplicedGzip, value: string): Buffer {
  return Buffer.concat(gzipChunks(spliced, value));
}

/**
 * The same body as the buffers to write in order: the stored parts themselves, never copied
 * (joining them cost a sizeable share of a cached hit: a 40 KB allocation and copy per answer).
 */
export function gzipChunks(spliced: SplicedGzip, value: string): Buffer[] {
  const v = Buffer.from(value, 'utf8');
  const block = storedBlock(v);
  const places = spliced.parts.length - 1;
  let valueOp = opsByLength.get(v.length);
  if (valueOp === undefined) {
    valueOp = crc32CombineOp(v.length);
    if (opsByLength.size < 64) opsByLength.set(v.length, valueOp);
  }
  const valueCrc = zlib.crc32(v);
  const chunks: Buffer[] = [HEADER];
  let crc = spliced.crcs[0]!;
  chunks.push(spliced.parts[0]!);
  for (let i = 1; i <= places; i++) {
    chunks.push(block, spliced.parts[i]!);
    crc = crc32Combine(crc32Combine(crc, valueCrc, valueOp), spliced.crcs[i]!, spliced.ops[i]!);
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE((spliced.length + places * v.length) >>> 0, 4);
  chunks.push(trailer);
  return chunks;
}
