import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { negotiateEncoding, type Encoding } from './compression.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

export function contentTypeOf(extension: string): string {
  return CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}

// Vite puts content-hashed bundles under /assets/: their URL changes whenever they do.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=3600, must-revalidate';

interface StaticFile {
  path: string;
  size: number;
  contentType: string;
  cacheControl: string;
  etag: string;
  /** Precompressed siblings (`.br`, `.gz`) written by precompress.ts. */
  encoded: Partial<Record<Encoding, { path: string; size: number }>>;
}

export type StaticFiles = ReadonlyMap<string, StaticFile>;

/**
 * Lists the built client files once at start-up. Only these exact URLs are ever served, so no
 * request path is joined onto the filesystem (no traversal, no dotfiles, no directory listings).
 */
export async function indexStaticFiles(root: string): Promise<StaticFiles> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  const files = new Map<string, StaticFile>();
  const sizes = new Map<string, number>();
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    sizes.set(path, (await stat(path)).size);
  }
  for (const [path, size] of sizes) {
    const url = '/' + relative(root, path).split(sep).join('/');
    if (/\.(br|gz)$/.test(url) || url.split('/').some((segment) => segment.startsWith('.'))) continue;
    const encoded: StaticFile['encoded'] = {};
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const encodedSize = sizes.get(path + suffix);
      if (encodedSize !== undefined) encoded[encoding] = { path: path + suffix, size: encodedSize };
    }
    const { mtimeMs } = await stat(path);
    files.set(url, {
      path,
      size,
      contentType: contentTypeOf(extname(path)),
      cacheControl: url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      etag: `W/"${size.toString(36)}-${Math.trunc(mtimeMs).toString(36)}"`,
      encoded,
    });
  }
  return files;
}

function lookup(files: StaticFiles, url: string | undefined): StaticFile | undefined {
  try {
    return files.get(decodeURIComponent(new URL(url ?? '/', 'http://local').pathname));
  } catch {
    return undefined;
  }
}

/** Serves a built client file if the request names one; answers false to let the app handle it. */
export async function serveStatic(
  files: StaticFiles,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const file = lookup(files, req.url);
  if (!file) return false;

  const encoding = negotiateEncoding(req.headers['accept-encoding']);
  const variant = encoding ? file.encoded[encoding] : undefined;
  res.setHeader('content-type', file.contentType);
  res.setHeader('cache-control', file.cacheControl);
  res.setHeader('etag', file.etag);
  if (Object.keys(file.encoded).length > 0) res.setHeader('vary', 'Accept-Encoding');
  if (req.headers['if-none-match']?.split(',').some((tag) => tag.trim() === file.etag)) {
    res.writeHead(304).end();
    return true;
  }
  if (variant && encoding) res.setHeader('content-encoding', encoding);
  res.setHeader('content-length', variant?.size ?? file.size);
  if (req.method === 'HEAD') {
    res.end();
    return true;
  }
  await pipeline(createReadStream(variant?.path ?? file.path), res).catch(() => res.destroy());
  return true;
}
