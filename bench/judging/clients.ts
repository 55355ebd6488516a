// The 4,000 players of bench/judging.ts, in a process of their own so that the server's process measures only the
// server: given the records to send (over IPC), it sends each at its time and answers the acknowledgement times.
import { performance } from 'node:perf_hooks';

export interface ClientsJob {
  url: string;
  /** ms over which the records arrive, evenly spread. */
  arrivalMs: number;
  records: Array<{ token: string; body: unknown }>;
}

process.once('message', (job: ClientsJob) => {
  void (async () => {
    const started = performance.now();
    const times = await Promise.all(
      job.records.map(async (record, i) => {
        const due = started + (i * job.arrivalMs) / job.records.length;
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
        const sent = performance.now();
        const res = await fetch(job.url, {
          method: 'POST',
          headers: { authorization: `Bearer ${record.token}`, 'content-type': 'application/json' },
          body: JSON.stringify(record.body),
        });
        await res.arrayBuffer();
        if (res.status !== 201) throw new Error(`a record answered ${res.status}`);
        return performance.now() - sent;
      }),
    );
    process.send!({ times, elapsedMs: performance.now() - started }, () => process.exit(0));
  })();
});
