// A child of `pnpm bench:storefront`: serves one folder with the storefront server's own static-file
// code (precompressed variants, ETag, security headers), on 127.0.0.1 only, and prints its port.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setSecurityHeaders } from '../packages/storefront/server/security-headers.ts';
import { indexStaticFiles, serveStatic } from '../packages/storefront/server/static-files.ts';

const folder = process.argv[2];
if (!folder) throw new Error('Usage: node scripts/bench-static-page.ts <folder>');
const files = await indexStaticFiles(folder);

const server = createServer(async (req, res) => {
  setSecurityHeaders(res, 'http');
  if (!(await serveStatic(files, req, res))) res.writeHead(404).end();
});
server.listen(0, '127.0.0.1', () => console.log((server.address() as AddressInfo).port));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
