/**
 * `npm run bench [-- options]`: builds when stale, starts the production server on its own port
 * with a fresh SQLite file, runs Lighthouse on every public route in both languages and the staff
 * sign-in page (applied throttling, the budget's method, with simulated runs beside for reference),
 * then loads a few pages and POST endpoints with autocannon next to an in-memory static server.
 * Writes docs/performance.md and docs/performance.json. A measurement, not a test: it fails only
 * when it cannot measure.
 *
 *   --runs N            Lighthouse runs per route with applied throttling (devtools), medians
 *                       reported and held to the budgets (3, as the budget says)
 *   --simulated-runs N  Lighthouse runs per route in the simulated mode, for reference (1; 0 skips)
 *   --cpu X|auto        Lighthouse CPU slowdown; auto (default) calibrates it to this machine on the
 *                       scale of ../shared/tools/measure (4 × benchmarkIndex / 1750), per route, from
 *                       the median of the latest three benchmarkIndex readings
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
import { freePort, startServer } from './bench/server.mjs';
import { buildIsStale, ensureDependencies, run } from './setup.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
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
/** @param {'runs' | 'duration' | 'connections'} name */
const number = (name) => {
  const value = Number(options[name]);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const log = (/** @type {string} */ line) => process.stderr.write(`${line}\n`);

/** Every public route, each in English then Arabic, then the staff sign-in page. */
async function allRoutes() {
  const { publicRoutes } = await import('../src/content/routes.ts');
  return [...publicRoutes().flatMap((route) => [route, route === '/' ? '/ar' : `/ar${route}`]), '/admin/login'];
}

async function main() {
  const started = Date.now();
  const runs = Math.round(number('runs'));
  const simulatedRuns = Math.max(0, Math.round(Number(options['simulated-runs'])));
  if (!Number.isFinite(simulatedRuns)) throw new Error('--simulated-runs must be a number');
  const chosen = options.routes?.split(',').map((route) => route.trim()).filter(Boolean);
  if (chosen?.some((route) => !route.startsWith('/'))) throw new Error('--routes takes paths starting with /');
  const everyRoute = await allRoutes();
  const routes = chosen ?? everyRoute;
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
  /** @type {import('./bench/report.mjs').BenchRun} */
  const report = {
    command: `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`,
    date: new Date().toISOString(),
    partial: chosen ? `${routes.length} of the ${everyRoute.length} routes (${routes.join(', ')})` : null,
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
      log(`--- Lighthouse: ${routes.length} routes × ${runs} applied run(s) + ${simulatedRuns} simulated`);
      const statuses = new Map();
      for (const route of routes) {
        const response = await fetch(`${server.base}${route}`, { redirect: 'manual' });
        await response.arrayBuffer();
        statuses.set(route, response.status);
      }
      // The report is written after every route (marked partial until the last), so a run cut short
      // still leaves the figures it measured.
      const soFar = (/** @type {import('./bench/lighthouse.mjs').RouteResult[]} */ done) => {
        addOwnScripts(done);
        const measured = { ...report, partial: report.partial ?? (done.length < routes.length ? `${done.length} of the ${routes.length} routes measured so far (the run was stopped before the end)` : null) };
        writeReport({ ...measured, lighthouse: { runs, simulatedRuns, throttling: 'devtools', cpuSlowdown: options.cpu === 'auto' ? 'auto' : Number(options.cpu), results: done.map((result) => ({ ...result, status: statuses.get(result.route) })) } }, options.out);
      };
      const { results, cpuSlowdown } = await runLighthouse(server.base, routes, { runs, simulatedRuns, cpu: options.cpu, log, onRoute: soFar });
      for (const result of results) result.status = statuses.get(result.route);
      addOwnScripts(results);
      report.lighthouse = { runs, simulatedRuns, throttling: 'devtools', cpuSlowdown, results };
    }
    if (!options['skip-load']) {
      log(`--- load: ${number('connections')} connections, ${number('duration')} s per target`);
      report.load = await runLoad(server.base, { connections: number('connections'), duration: number('duration'), warmup: Number(options.warmup), log });
    }
  } finally {
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
