// The load generator of `loadRequests` (api-processes.ts), in a process of its own: autocannon cycles
// through a list of requests, each with its own path and headers (another member's token, another card),
// which autocannon's CLI cannot. Reads its job from the JSON file named on the command line and prints
// autocannon's result as JSON.
import { readFile } from 'node:fs/promises';
import autocannon from 'autocannon';

interface Job {
  origin: string;
  connections: number;
  seconds: number;
  requests: { path: string; headers: Record<string, string> }[];
}

const job = JSON.parse(await readFile(process.argv[2]!, 'utf8')) as Job;
let next = 0;
const result = await autocannon({
  url: job.origin,
  connections: job.connections,
  duration: job.seconds,
  requests: [
    {
      setupRequest: (request) => {
        const { path, headers } = job.requests[(next += 1) % job.requests.length]!;
        return { ...request, path, headers: { ...request.headers, ...headers } };
      },
    },
  ],
});
process.stdout.write(JSON.stringify(result));
