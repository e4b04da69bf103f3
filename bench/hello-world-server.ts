// The baseline of `npm run bench:api`: a bare Fastify answering one small JSON object, in its own process
// like the app. Prints its address on stdout once listening.
import Fastify from 'fastify';

const app = Fastify();
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
