import { type SQL, sql } from 'drizzle-orm';

/**
 * A `real[]` read in PostgreSQL's binary form (`array_send`) instead of its text: the text form makes the driver cut
 * a string per number and parse it, which at a million feature vectors was most of a copy's load and its memory
 * peak (issue 35 item 1). The binary form also gives each number exactly as stored (a float4), where the text's
 * shortest decimal parsed into a double differs from it in the last digits. The same on PGlite and node-postgres:
 * both hand a bytea over as bytes.
 */
export function realArray(expression: SQL): SQL<number[] | null> {
  // A null array stays null: the decoder only ever sees bytes.
  return sql`array_send(${expression})`.mapWith(realArrayFromSend) as SQL<number[] | null>;
}

/**
 * Decodes `array_send` of a float4 array: a header of dimensions, flags, element type and each dimension's length
 * and lower bound, then each element as its byte length (-1 for a null, read as NaN) and its big-endian float.
 */
export function realArrayFromSend(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const dimensions = view.getInt32(0);
  let count = dimensions === 0 ? 0 : 1;
  for (let d = 0; d < dimensions; d++) count *= view.getInt32(12 + d * 8);
  const values = new Array<number>(count);
  for (let i = 0, at = 12 + dimensions * 8; i < count; i++) {
    const length = view.getInt32(at);
    at += 4;
    if (length === -1) {
      values[i] = Number.NaN;
      continue;
    }
    values[i] = view.getFloat32(at);
    at += length;
  }
  return values;
}
