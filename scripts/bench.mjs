/**
 * `npm run bench [-- options]`: builds when stale, starts the production server on its own port
 * with a fresh SQLite file, and measures with Lighthouse, in one interleaved run (same Chromium, same
 * CPU slowdown): one route per page template in each language (about 55 routes; `--all`: every public
 * route in both languages, once), each beside its no-script twin (the same HTML without scripts, from
 * the bench's own server) and the floor page of its language (`/privacy`, `/ar/privacy`). Applied
 * throttling is the budget's method; a simulated run per route is beside it for reference. Then loads
 * a few pages and POST endpoints with autocannon next to an in-memory static server. Writes
 * docs/performance.md and docs/performance.json. A measurement, not a test: it fails only when it
 * cannot measure.
 *
 *   --all               every public route in both languages and the staff sign-in page, one
 *                       round (unless --runs is given)
 *   --runs N            rounds (applied runs per route and per twin; medians held to the budgets): 3
 *   --simulated-runs N  Lighthouse runs per route in the simulated mode, for reference (1; 0 skips)
 *   --cpu X|auto        Lighthouse CPU slowdown for the whole run; auto (default) calibrates it once
 *                       at the start on the scale of ../shared/tools/measure (4 × benchmarkIndex / 1750)
 *   --floor-every N     the floor pages are measured again after every N routes (8)
 *   --routes a,b        only these routes (a partial run, marked as such in the report)
 *   --duration S        seconds of load per target (10), after --warmup S (2)
 *   --connections N     autocannon connections (50)
 *   --port N            server port (a free one)
 *   --skip-lighthouse, --skip-load
 *   --out DIR           where the report goes (docs)
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { createRequire } from 'node:module';
import { chromiumPath, chromiumVersion, runLighthouse } from './bench/lighthouse.mjs';
import { runLoad } from './bench/load.mjs';
import { addOwnScripts, budgetFailures, writeReport } from './bench/report.mjs';
import { startNoScriptServer } from './bench/noscript.mjs';
import { benchRoutes, floorOf, templateOf } from './bench/routes.mjs';
import { freePort, startServer } from './bench/server.mjs';
import { buildIsStale, ensureChromium, ensureDependencies, run } from './setup.mjs';

const { values: options } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    runs: { type: 'string' },
    'floor-every': { type: 'string', default: '8' },
    'simulated-runs': { type: 'string', default: '1' },
    cpu: { type: 'string', default: 'auto' },
    routes: { type: 'string' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '50' },
    port: { type: 'string' },
    'skip-lighthouse': { type: 'boolean', default: false },
    'skip-load': { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs' },
  },
});
/** @param {'runs' | 'duration' | 'connections' | 'floor-every'} name */
const number = (name) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);

async function main() {
  const started = Date.now();
  if (options.runs === undefined) options.runs = options.all ? '1' : '3';
  const runs = Math.round(number('runs'));
  const simulatedRuns = Math.max(0, Math.round(Number(options['simulated-runs'])));
  if (!Number.isFinite(simulatedRuns)) throw new Error('--simulated-runs must be a number');
  const chosen = options.routes?.split(',').map((route) => route.trim()).filter(Boolean);
  if (chosen?.some((route) => !route.startsWith('/'))) throw new Error('--routes takes paths starting with /');
  const { publicRoutes } = await import('../src/content/routes.ts');
  const everyRoute = benchRoutes(publicRoutes(), { every: options.all });
  const routes = chosen ?? everyRoute;
  const targets = routes.map((route) => ({ route, template: templateOf(route), floor: floorOf(route) }));
  const routeSet = chosen ? 'chosen' : options.all ? 'all' : 'templates';
  if (!options['skip-lighthouse']) ensureChromium();
  const chromium = options['skip-lighthouse'] ? null : chromiumPath();

  ensureDependencies();
  if (buildIsStale()) {
    log('--- building (npm run build)');
    run('npm', ['run', '--silent', 'build']);
  }
  const port = options.port ? Number(options.port) : await freePort();
  log(`--- starting the production server on port ${port} (fresh data/bench.db)`);
  const server = await startServer(port);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => void server.stop().then(() => process.exit(130)));
  }
  const require = createRequire(import.meta.url);
  /** @type {{ base: string; stop: () => void } | undefined} */
  let twins;
  /** @type {import('./bench/report.mjs').BenchRun} */
  const report = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    date: new Date().toISOString(),
    partial: chosen ? `${routes.length} of the ${everyRoute.length} template routes (${routes.join(', ')})` : null,
    machine: {
      cpu: os.cpus()[0]?.model ?? 'unknown',
      cores: os.cpus().length,
      loadAverage: os.loadavg().map((value) => value.toFixed(2)),
      memoryGb: (os.totalmem() / 1024 ** 3).toFixed(1),
      os: `${os.type()} ${os.release()} (${os.arch()})`,
      node: process.version,
      chromium: chromium ? chromiumVersion(chromium) : null,
      lighthouse: require('lighthouse/package.json').version,
      autocannon: require('autocannon/package.json').version,
    },
    lighthouse: null,
    load: null,
  };
  try {
    if (!options['skip-lighthouse']) {
      log(`--- Lighthouse: ${routes.length} routes (${routeSet === 'all' ? 'every route' : routeSet === 'templates' ? 'one per page template in each language' : 'chosen'}) × ${runs} round(s), each with its no-script twin, floors every ${number('floor-every')} routes; + ${simulatedRuns} simulated`);
      const statuses = new Map();
      for (const route of [...routes, ...new Set(targets.map((target) => target.floor))]) {
        const response = await fetch(`${server.base}${route}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(route, response.status);
      }
      twins = await startNoScriptServer(server.base, routes);
      const cpu = options.cpu;
      // The report is rewritten after every round (marked partial until the end), so a run cut short
      // still leaves the figures it measured.
      const soFar = (/** @type {import('./bench/lighthouse.mjs').RouteResult[]} */ done) => {
        for (const result of done) result.status = statuses.get(result.route);
        addOwnScripts(done);
        writeReport({ ...report, partial: report.partial ?? 'the run is still going or was stopped before the end', lighthouse: { runs, simulatedRuns, throttling: 'devtools', cpu, cpuSlowdown: done[0]?.cpuSlowdown ?? 0, routes: routeSet, results: done } }, options.out);
      };
      const { results, cpuSlowdown } = await runLighthouse(server.base, twins.base, targets, { runs, simulatedRuns, cpu, floorEvery: number('floor-every'), log, onProgress: soFar });
      for (const result of results) result.status = statuses.get(result.route);
      addOwnScripts(results);
      report.lighthouse = { runs, simulatedRuns, throttling: 'devtools', cpu, cpuSlowdown, routes: routeSet, results };
    }
    if (!options['skip-load']) {
      log(`--- load: ${number('connections')} connections, ${number('duration')} s per target`);
      report.load = await runLoad(server.base, { connections: number('connections'), duration: number('duration'), warmup: Number(options.warmup), log });
    }
  } finally {
    twins?.stop();
    await server.stop();
  }
  writeReport(report, options.out);
  const failing = report.lighthouse?.results.filter((result) => budgetFailures(result).length) ?? [];
  log(`--- wrote ${options.out}/performance.md and ${options.out}/performance.json in ${Math.round((Date.now() - started) / 1000)} s`);
  if (report.lighthouse) log(failing.length ? `${failing.length} route(s) short of a budget: ${failing.map((result) => result.route).join(', ')}` : 'every measured route meets the budgets');
}

main().catch((error) => {
  log(`bench: ${error.stack ?? error.message}`);
  process.exit(1);
});
