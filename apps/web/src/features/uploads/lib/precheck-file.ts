import { checkFile, SNIFF_BYTES, sniffMediaFormat, type UploadRule } from '@pulse/domain/uploads';

/**
 * The same type-by-content and size check the server makes, before a byte is sent: the file's first bytes
 * are read in the browser. The server stays the authority (and also checks the duration).
 */
export async function precheckFile(file: Blob, rule: UploadRule): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const check = checkFile(rule, { format: sniffMediaFormat(head), sizeBytes: file.size });
  return check.ok ? null : check.message;
}
