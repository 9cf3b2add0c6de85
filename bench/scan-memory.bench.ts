// The studio's memory while a crowd of address scans is asked for by a page that has stopped
// reading its events (issue 30, fault 8), beside the same studio idle with that page connected;
// and how long `studio.info` takes while the same page sends 700 calls at once, beside it alone.
// Every address scanned is in 127.0.0.0/8 and at ports nothing listens on: loopback refuses each
// at once, so a scan runs as fast as the studio can probe.
import { createStudioServices } from '../src/main/services/createStudioServices';
import { discoverLimits } from '../src/shared/api/siteDiscoverySchemas';
import { maxCallsInFlightPerCaller } from '../src/main/transport/callsInFlight';
import { ApiDispatcher } from '../src/main/transport/apiDispatcher';
import { maxKeptPerOperation } from '../src/main/transport/pendingProgress';
import { formatNumber, median, table, type BenchSection } from './lib/measure';

const ranges = ['127.0.48.0/20', '127.0.64.0/20', '127.0.80.0/20', '127.0.96.0/20'];
const ports = Array.from({ length: 16 }, (_, index) => 47_101 + index);
const crowdCalls = 700;
const infoRounds = 15;
const megabyte = 1024 * 1024;

function collectedHeap(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed;
}

async function timedInfo(dispatcher: ApiDispatcher, page: AbortSignal): Promise<number> {
  const started = performance.now();
  const result = await dispatcher.call('studio.info', {}, page);
  if (!result.ok) throw new Error(`studio.info failed: ${result.error.message}`);
  return performance.now() - started;
}

export default async function scanMemoryBench(): Promise<BenchSection> {
  const services = await createStudioServices({ demo: false, mode: 'web' });
  const dispatcher = new ApiDispatcher(services);
  const page = new AbortController();
  let batches = 0;
  // The page has stopped reading: nothing leaves its batcher, everything it holds stays in memory.
  const connection = dispatcher.connect(() => batches++, { isCongested: () => true });
  let sampler: ReturnType<typeof setInterval> | undefined;
  try {
    const idleHeap = collectedHeap();
    const idleRss = process.memoryUsage().rss;
    let peakRss = idleRss;
    let peakHeap = process.memoryUsage().heapUsed;
    sampler = setInterval(() => {
      const usage = process.memoryUsage();
      peakRss = Math.max(peakRss, usage.rss);
      peakHeap = Math.max(peakHeap, usage.heapUsed);
    }, 20);
    const started = performance.now();
    const scans = await Promise.all(ranges.map((range, index) => dispatcher.call('site.discover', { operationId: `crowd-${index}`, range, ports }, page.signal)));
    const took = performance.now() - started;
    clearInterval(sampler);
    const ran = scans.filter((scan) => scan.ok);
    const refused = scans.filter((scan) => !scan.ok && scan.error.code === 'busy').length;
    if (ran.length !== discoverLimits.scansAtOnce || refused !== ranges.length - ran.length) throw new Error(`of ${ranges.length} scans ${ran.length} ran and ${refused} were refused as busy`);
    const answered = ran.map((scan) => (scan.ok ? (scan.output as { results: unknown[]; total: number }) : { results: [], total: -1 }));
    if (answered.some((answer) => answer.results.length !== answer.total)) throw new Error('a scan did not answer every address and port');
    const probes = answered[0]!.total;
    const heldHeap = collectedHeap();

    const alone: number[] = [];
    const crowded: number[] = [];
    for (let round = 0; round < infoRounds; round++) {
      alone.push(await timedInfo(dispatcher, page.signal));
      const crowd = Array.from({ length: crowdCalls }, () => dispatcher.call('site.heardOnBus', {}, page.signal));
      crowded.push(await timedInfo(dispatcher, page.signal));
      const answers = await Promise.all(crowd);
      if (answers.filter((answer) => !answer.ok && answer.error.code === 'busy').length !== crowdCalls - maxCallsInFlightPerCaller) throw new Error('the crowd of calls was not bounded');
    }
    const body =
      `Method: the studio's services (\`createStudioServices\`, no workspace) and one connection of \`ApiDispatcher\` that never reads: ` +
      `it counts as congested throughout, so every event of the run stays in its batcher (as a page that stops reading). That page asks for ` +
      `${ranges.length} scans at once, each a /20 at ${ports.length} ports (${formatNumber(probes)} probes: ` +
      `about the largest scan there is), in ${ranges.join(', ')}, at ports nothing listens on (loopback refuses each at once), default ` +
      `parallelism. The studio runs ${discoverLimits.scansAtOnce} at once and refuses the others as \`busy\`; of the progress events of ` +
      `a scan the batcher holds the latest step (and at most ${maxKeptPerOperation} found cameras per scan; none here). Memory is Node's ` +
      `\`process.memoryUsage()\`, sampled every 20 ms while the scans run; "after" is the heap after a forced collection once both ` +
      `answered, while the page still reads nothing. The baseline is the same studio and page before the scans, same run. Then ` +
      `\`studio.info\` is timed alone, and right after the same page sent ${crowdCalls} \`site.heardOnBus\` calls at once ` +
      `(${maxCallsInFlightPerCaller} run, the rest are refused as \`busy\`), ${infoRounds} rounds, medians.\n\n` +
      table([
        { name: `peak RSS, ${ranges.length} /20 × ${ports.length}-port scans asked at once`, value: peakRss / megabyte, unit: 'MB', baselineName: 'RSS, studio idle', baseline: idleRss / megabyte, better: 'lower', digits: 0 },
        { name: 'peak heap in use during the scans', value: peakHeap / megabyte, unit: 'MB', baselineName: 'heap after collection, studio idle', baseline: idleHeap / megabyte, better: 'lower', digits: 1 },
        { name: 'heap after collection, scans answered, page still not reading', value: heldHeap / megabyte, unit: 'MB', baselineName: 'heap after collection, studio idle', baseline: idleHeap / megabyte, better: 'lower', digits: 1 },
        { name: `studio.info right after ${crowdCalls} calls sent at once`, value: median(crowded), unit: 'ms', baselineName: 'studio.info alone', baseline: median(alone), better: 'lower', digits: 2 },
      ]) +
      `\n\nThe ${discoverLimits.scansAtOnce} scans took ${formatNumber(took / 1000, 1)} s; ${batches} batches left meanwhile (the page was congested throughout).`;
    return { title: 'Memory: address scans asked for at once by a page that stops reading', body };
  } finally {
    clearInterval(sampler);
    connection.close();
    page.abort();
    await services.close();
  }
}
