import { createHash, createHmac } from 'node:crypto';

/**
 * AWS Signature Version 4 for S3 requests, header-based (no SDK: node:crypto only). The signature covers
 * the method, the path, the query, the `host`, `range`, `content-type` and every `x-amz-*` header, and the
 * payload hash sent as `x-amz-content-sha256` (`UNSIGNED-PAYLOAD` for streamed uploads, allowed over HTTPS).
 */

export const UNSIGNED_PAYLOAD = 'UNSIGNED-PAYLOAD';
export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
const ALGORITHM = 'AWS4-HMAC-SHA256';

export interface S3Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send (any case); those the signature covers are signed. */
  headers?: Record<string, string>;
  /** Hex SHA-256 of the body, `UNSIGNED-PAYLOAD`, or the empty body's hash when omitted. */
  payloadHash?: string;
  now?: Date;
  service?: string;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

function hmac(key: string | Buffer, data: string): Buffer {
  return createHmac('sha256', key).update(data, 'utf8').digest();
}

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, everything else is %XX (upper case). */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `20130524T000000Z` */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Whether a header is covered by the signature. */
function isSigned(name: string): boolean {
  return (
    name === 'host' ||
    name === 'range' ||
    name === 'content-type' ||
    name === 'content-md5' ||
    name.startsWith('x-amz-')
  );
}

/** The path as S3 signs it: each segment encoded once (S3 does not normalise or double-encode). */
export function canonicalUri(pathname: string): string {
  const decoded = pathname.split('/').map((segment) => uriEncode(decodeURIComponent(segment)));
  return decoded.join('/') || '/';
}

export function canonicalQuery(search: URLSearchParams): string {
  return [...search]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : av > bv ? 1 : 0) : ak < bk ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export interface CanonicalParts {
  method: string;
  uri: string;
  query: string;
  /** Lower-case name -> value, exactly the signed headers. */
  headers: Record<string, string>;
  payloadHash: string;
}

export function canonicalRequest(parts: CanonicalParts): { text: string; signedHeaders: string } {
  const names = Object.keys(parts.headers).sort();
  const headerLines = names.map((n) => `${n}:${parts.headers[n]!.trim().replace(/\s+/g, ' ')}\n`).join('');
  const signedHeaders = names.join(';');
  const text = [parts.method, parts.uri, parts.query, headerLines, signedHeaders, parts.payloadHash].join('\n');
  return { text, signedHeaders };
}

/** The hex signature of a canonical request made at `xAmzDate` (`YYYYMMDDTHHMMSSZ`). */
export function signature(
  canonicalRequestText: string,
  xAmzDate: string,
  secretAccessKey: string,
  region: string,
  service = 's3',
): string {
  const day = xAmzDate.slice(0, 8);
  const scope = `${day}/${region}/${service}/aws4_request`;
  const stringToSign = [ALGORITHM, xAmzDate, scope, sha256Hex(canonicalRequestText)].join('\n');
  const kDate = hmac(`AWS4${secretAccessKey}`, day);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  const kSigning = hmac(kService, 'aws4_request');
  return createHmac('sha256', kSigning).update(stringToSign, 'utf8').digest('hex');
}

/**
 * The headers to send for a signed request: the given ones plus `host`, `x-amz-date`,
 * `x-amz-content-sha256` and `authorization`.
 */
export function signS3Request(input: SignInput, credentials: S3Credentials): Record<string, string> {
  const service = input.service ?? 's3';
  const payloadHash = input.payloadHash ?? EMPTY_PAYLOAD_SHA256;
  const xAmzDate = amzDate(input.now ?? new Date());
  const all: Record<string, string> = {};
  for (const [name, value] of Object.entries(input.headers ?? {})) all[name.toLowerCase()] = value;
  all.host = input.url.host;
  all['x-amz-date'] = xAmzDate;
  all['x-amz-content-sha256'] = payloadHash;

  const signed = Object.fromEntries(Object.entries(all).filter(([n]) => isSigned(n)));
  const { text, signedHeaders } = canonicalRequest({
    method: input.method.toUpperCase(),
    uri: canonicalUri(input.url.pathname),
    query: canonicalQuery(input.url.searchParams),
    headers: signed,
    payloadHash,
  });
  const sig = signature(text, xAmzDate, credentials.secretAccessKey, credentials.region, service);
  const scope = `${xAmzDate.slice(0, 8)}/${credentials.region}/${service}/aws4_request`;
  all.authorization = `${ALGORITHM} Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${sig}`;
  return all;
}

/** The parts of an `Authorization: AWS4-HMAC-SHA256 ...` header, or null when it is not one. */
export function parseAuthorization(header: string): {
  accessKeyId: string;
  day: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
} | null {
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/([^/]+)\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!m) return null;
  return {
    accessKeyId: m[1]!,
    day: m[2]!,
    region: m[3]!,
    service: m[4]!,
    signedHeaders: m[5]!.split(';'),
    signature: m[6]!,
  };
}
