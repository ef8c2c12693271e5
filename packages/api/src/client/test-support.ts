// Test support for the client's tests: recorded gateway answers (fixtures/*.json), a real HTTP
// server that replays them, and a fetch that replays them under fake timers. Not part of the
// package's entry points.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded exchange with the gateway. */
export interface Recording {
  request: { method: string; path: string };
  response: { status: number; headers: Record<string, string>; body: unknown };
  note?: string;
}

const fixturesDir = new URL('./fixtures/', import.meta.url);

/** Every recording of fixtures/*.json, by "file/case" (such as "system/maintenance"). */
export function loadRecordings(): Map<string, Recording> {
  const all = new Map<string, Recording>();
  for (const file of readdirSync(fixturesDir).filter((name) => name.endsWith('.json')).sort()) {
    const cases = JSON.parse(readFileSync(new URL(file, fixturesDir), 'utf8')) as Record<string, Recording>;
    for (const [name, recording] of Object.entries(cases)) all.set(`${file.replace(/\.json$/, '')}/${name}`, recording);
  }
  return all;
}

/** The recording "file/case"; throws for a name that is not recorded. */
export function recording(name: string): Recording {
  const found = loadRecordings().get(name);
  if (!found) throw new Error(`No recording named ${name}`);
  return found;
}

/** A successful envelope recording for a call. */
export function okRecording(method: string, path: string, value: unknown, headers: Record<string, string> = {}): Recording {
  return {
    request: { method, path },
    response: {
      status: 200,
      headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
      body: { success: true, message: null, code: null, value },
    },
  };
}

function bodyText(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

/** What a server or a replaying fetch received. */
export interface Seen {
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: string;
}

// ---------------------------------------------------------------------------------------------
// A real HTTP server on an ephemeral port.

export type Handler = (seen: Seen, res: ServerResponse, attempt: number) => void;

const servers: Server[] = [];

function flatHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name] = String(value);
  return flat;
}

/** A real HTTP server that records what it receives and answers with `handler`. */
export async function serve(handler: Handler): Promise<{ baseUrl: string; seen: Seen[]; server: Server }> {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry: Seen = {
        method: req.method ?? '',
        url: new URL(req.url ?? '/', 'http://localhost'),
        headers: flatHeaders(req.headers),
        body: Buffer.concat(chunks).toString('utf8'),
      };
      seen.push(entry);
      handler(entry, res, seen.length);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { baseUrl: `http://127.0.0.1:${port}`, seen, server };
}

/** Writes a recorded answer. */
export function answer(res: ServerResponse, recorded: Recording): void {
  res.writeHead(recorded.response.status, recorded.response.headers);
  res.end(bodyText(recorded.response.body));
}

/** A real HTTP server that answers the n-th request with the n-th recording (the last one repeats). */
export async function replayServer(...recordings: Recording[]) {
  return serve((_seen, res, attempt) => answer(res, recordings[Math.min(attempt, recordings.length) - 1] as Recording));
}

/** Closes every server `serve` opened; call it in afterEach. */
export async function closeServers(): Promise<void> {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// A fetch that replays recordings, for tests under fake timers (no sockets, no real clock).

/** One step of a replay: a recorded answer, a thrown error (a network failure), or no answer at all. */
export type ReplayStep = Recording | Error | 'no-answer';

/**
 * A fetch that answers the n-th request with the n-th step (the last one repeats) and records
 * the requests. A "no-answer" step waits until the request is aborted (by the client's timeout).
 */
export function replayFetch(...steps: ReplayStep[]): { fetch: typeof fetch; seen: Seen[] } {
  const seen: Seen[] = [];
  const replay = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    seen.push({
      method: request.method,
      url: new URL(request.url),
      headers: Object.fromEntries(request.headers),
      body: request.body ? await request.clone().text() : '',
    });
    const step = steps[Math.min(seen.length, steps.length) - 1] as ReplayStep;
    if (step instanceof Error) throw step;
    if (step === 'no-answer') {
      return new Promise<Response>((_resolve, reject) => {
        const { signal } = request;
        signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
      });
    }
    const { status, headers, body } = step.response;
    return new Response(bodyText(body), { status, headers });
  };
  return { fetch: replay as typeof fetch, seen };
}

/** The error undici (Node's fetch) throws when the connection fails. */
export function connectionFailure(): TypeError {
  return new TypeError('fetch failed');
}
