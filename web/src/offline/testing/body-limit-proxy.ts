/**
 * A tiny reverse proxy in front of the test API with a request body limit, answering what nginx
 * answers over its `client_max_body_size` (1 MB by default): 413 with an HTML page. Requests under
 * the limit are forwarded as they are (Host and Origin rewritten to the API's).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface BodyLimitProxy {
  url: string;
  /** Requests it refused with 413. */
  refused: string[];
  close(): Promise<void>;
}

export const NGINX_413 =
  '<html>\r\n<head><title>413 Request Entity Too Large</title></head>\r\n<body>\r\n<center><h1>413 Request Entity Too Large</h1></center>\r\n<hr><center>nginx/1.24.0</center>\r\n</body>\r\n</html>\r\n';

export async function startBodyLimitProxy(target: string, maxBodyBytes: number): Promise<BodyLimitProxy> {
  const to = new URL(target);
  const refused: string[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBodyBytes) chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > maxBodyBytes) {
        refused.push(`${req.method} ${req.url}`);
        res.writeHead(413, { 'content-type': 'text/html', 'content-length': Buffer.byteLength(NGINX_413) });
        res.end(NGINX_413);
        return;
      }
      const headers = { ...req.headers, host: to.host };
      if (headers.origin) headers.origin = to.origin;
      const upstream = http.request(
        { hostname: to.hostname, port: to.port, path: req.url, method: req.method, headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => {
        res.writeHead(502, { 'content-type': 'text/html' });
        res.end('<html>502 Bad Gateway</html>');
      });
      upstream.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    refused,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
