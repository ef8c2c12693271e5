/**
 * One gateway process for two-processes.test.ts: the gateway built and listening over the
 * PostgreSQL of DATABASE_URL (as main.ts builds it, without the seed), with a clock the test sets
 * over the IPC channel (the test forks it under tsx: `node --import tsx`). On `{ type: 'sweep',
 * at, sweeps }` it moves its clock to `at` and runs that many settlement sweeps at once, then
 * answers what they did; on `close`, or when the test goes away, it shuts down.
 */
import { buildApp } from '../app';
import { openDatabase } from '../db/index';
import { sweepSettlements } from './sweep';
import type { SweepResult } from './sweep';

export type ToGatewayProcess = { type: 'sweep'; at: number; sweeps: number } | { type: 'close' };
export type FromGatewayProcess = { type: 'ready'; port: number } | { type: 'swept'; results: SweepResult[] } | { type: 'failed'; message: string };

const send = (message: FromGatewayProcess) => process.send?.(message);

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl || !process.send) {
  console.error('gateway-process.ts is forked by two-processes.test.ts with DATABASE_URL set');
  process.exit(1);
}
let time = Number(process.env.GATEWAY_CLOCK_MS);
const db = await openDatabase({ databaseUrl });
const app = buildApp({ db, now: () => new Date(time) });
await app.listen({ port: 0, host: '127.0.0.1' });

const close = async () => {
  await app.close();
  await db.close();
  process.exit(0);
};
process.on('disconnect', () => void close());
process.on('message', (message: ToGatewayProcess) => {
  if (message.type === 'close') {
    void close();
    return;
  }
  time = message.at;
  Promise.all(Array.from({ length: message.sweeps }, () => sweepSettlements(db, new Date(time)))).then(
    (results) => send({ type: 'swept', results }),
    (error: unknown) => send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});
const address = app.server.address();
send({ type: 'ready', port: typeof address === 'object' && address !== null ? address.port : 0 });
