// The reference: a bare node:http server answering one pre-built response of a given size and type.
import http from 'node:http';

const size = Number(process.env.BARE_SIZE ?? 1024);
const type = process.env.BARE_TYPE ?? 'application/json';
const body = Buffer.alloc(size, 'x');
const headers = { 'content-type': type, 'content-length': String(size) };
const server = http.createServer((req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 65_000;
server.listen(Number(process.env.BARE_PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
