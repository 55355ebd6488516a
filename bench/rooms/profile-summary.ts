// `node bench/rooms/profile-summary.ts <file.cpuprofile|file.heapprofile> [top]`: a V8 CPU profile's self time, or a
// sampled allocation profile's bytes allocated, by function and by package (node_modules/<name>, our workspaces,
// node: internals, GC, idle), the most expensive first.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: node bench/rooms/profile-summary.ts <file.cpuprofile> [top]');
const top = Number(topArg ?? 30);
const parsed = JSON.parse(readFileSync(file, 'utf8')) as Profile | { head: HeapNode };
const heap = 'head' in parsed;
/** Per profile node: its call frame and its own cost (µs of CPU, or bytes allocated). */
const costs: { callFrame: ProfileNode['callFrame']; cost: number }[] = [];
if ('head' in parsed) {
  const walk = (node: HeapNode): void => {
    costs.push({ callFrame: node.callFrame, cost: node.selfSize });
    node.children.forEach(walk);
  };
  walk(parsed.head);
} else {
  const byId = new Map(parsed.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  parsed.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (parsed.timeDeltas[i] ?? 0)));
  for (const [id, us] of selfUs) costs.push({ callFrame: byId.get(id)!.callFrame, cost: us });
}

function packageOf(url: string, name: string): string {
  if (name === '(garbage collector)' || name === '(idle)' || name === '(program)') return name;
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1]!;
  const workspace = /\/work\/main\/([^/]+)\//.exec(url) ?? /\/([a-z-]+)\/(?:dist|src)\//.exec(url);
  if (workspace) return `matchdrop:${workspace[1]}`;
  if (url.startsWith('node:') || url === '') return 'node (internals, native)';
  return url;
}

const functions = new Map<string, number>();
const packages = new Map<string, number>();
let total = 0;
for (const { callFrame, cost: us } of costs) {
  const { functionName, url, lineNumber } = callFrame;
  const name = functionName || '(anonymous)';
  const where = url ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/\/work\/main\//, '')}:${lineNumber + 1}` : '';
  const key = `${name}  ${where}`;
  functions.set(key, (functions.get(key) ?? 0) + us);
  const pkg = packageOf(url, name);
  packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  total += us;
}
const busy = total - (packages.get('(idle)') ?? 0);
const pct = (us: number, of: number): string => `${((100 * us) / of).toFixed(1).padStart(5)} %`;
const what = heap ? 'bytes allocated (sampled, still live or not)' : 'self time';
if (heap) console.log(`${file}: ${(total / 2 ** 20).toFixed(1)} MB allocated in the samples`);
else console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s not idle (percentages of the non-idle time)`);
console.log(`\n${what} by package`);
for (const [pkg, us] of [...packages].sort((a, b) => b[1] - a[1])) if (pkg !== '(idle)') console.log(`  ${pct(us, busy)}  ${pkg}`);
console.log(`\n${what} by function (top ${top})`);
for (const [fn, us] of [...functions].sort((a, b) => b[1] - a[1]).slice(0, top)) if (!fn.startsWith('(idle)')) console.log(`  ${pct(us, busy)}  ${fn}`);
