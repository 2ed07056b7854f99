// Serves a built folder on 127.0.0.1 (default storybook-static on 6006): `node scripts/serve-static.mjs DIR PORT`.
import { createServer } from 'node:http';
import sirv from 'sirv';

const dir = process.argv[2] ?? 'storybook-static';
const port = Number(process.argv[3] ?? 6006);
const serve = sirv(dir, { dev: false, etag: true });
createServer((req, res) =>
  serve(req, res, () => {
    res.statusCode = 404;
    res.end('not found');
  }),
).listen(port, '127.0.0.1', () => console.log(`serving ${dir} at http://127.0.0.1:${port}`));
