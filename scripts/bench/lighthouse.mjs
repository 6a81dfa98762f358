/**
 * Lighthouse (mobile default profile) in Debian's Chromium: one Chromium, N runs per route, medians.
 * The budget's runs use applied throttling (`devtools`: the page really loads over slow 4G with the
 * CPU slowed, as a phone sees it); Lighthouse's simulated mode is run beside them for reference only.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as lighthouseConstants from 'lighthouse/core/config/constants.js';

/** Needed on this closed network: without the background-networking flags Chromium's own connections fail. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export function chromiumPath() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(path)) throw new Error(`Chromium not found at ${path}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH`);
  return path;
}

/** @param {string} path */
export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] }).toString().trim();
  } catch {
    return null;
  }
}

/**
 * The median of the numbers among `values` (null when there are none).
 * @param {unknown[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter(/** @returns {value is number} */ (value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const middle = Math.floor(sorted.length / 2);
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The items of an audit's table (empty when it has none).
 * @param {import('lighthouse').Result['audits'][string] | undefined} audit
 * @returns {unknown[]}
 */
function detailItems(audit) {
  const details = audit?.details;
  return details && 'items' in details && Array.isArray(details.items) ? details.items : [];
}

/**
 * `record` with each value replaced by `value(key)`.
 * @template {Record<string, unknown>} T
 * @param {T} record
 * @param {(key: keyof T) => number | null} value
 * @returns {{ [K in keyof T]: number | null }}
 */
function mapValues(record, value) {
  return /** @type {{ [K in keyof T]: number | null }} */ (Object.fromEntries(Object.keys(record).map((key) => [key, value(key)])));
}

/**
 * The figures of one Lighthouse run.
 * @param {import('lighthouse').Result} lhr
 */
function figures(lhr) {
  const { audits } = lhr;
  /** @param {string} id */
  const score = (id) => {
    const value = lhr.categories[id]?.score;
    return value == null ? null : Math.round(value * 100);
  };
  /** @param {string} id */
  const numeric = (id) => (typeof audits[id]?.numericValue === 'number' ? audits[id].numericValue : null);
  const requests = /** @type {{ resourceType?: string; transferSize?: number; url: string }[]} */ (detailItems(audits['network-requests']));
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  // Audits that cost points: weighted ones below 1 (performance metrics: below 0.9).
  /** @type {string[]} */
  const losing = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = audits[ref.id];
      if (!ref.weight || audit?.score == null) continue;
      if (category === 'performance' ? audit.score < 0.9 : audit.score < 1) losing.push(`${category}:${ref.id}`);
    }
  }
  return {
    scores: { performance: score('performance'), accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo') },
    metrics: { fcpMs: numeric('first-contentful-paint'), lcpMs: numeric('largest-contentful-paint'), tbtMs: numeric('total-blocking-time'), cls: numeric('cumulative-layout-shift') },
    bytes: { total: numeric('total-byte-weight'), js: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) },
    requests: requests.length,
    scripts: scripts.map((request) => ({ path: new URL(request.url).pathname, bytes: request.transferSize ?? 0 })),
    losing,
    consoleErrors: /** @type {{ description?: unknown }[]} */ (detailItems(audits['errors-in-console'])).map((item) => String(item.description ?? '').slice(0, 200)),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    runtimeError: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
  };
}

/** @typedef {ReturnType<typeof figures>} Figures */

/**
 * The medians of a route's runs (at least one).
 * @param {Figures[]} runs
 */
function medianOf(runs) {
  /** @param {(run: Figures) => unknown} get */
  const pick = (get) => median(runs.map(get));
  const first = /** @type {Figures} */ (runs[0]);
  return {
    scores: mapValues(first.scores, (key) => pick((run) => run.scores[key])),
    metrics: mapValues(first.metrics, (key) => pick((run) => run.metrics[key])),
    bytes: { total: pick((run) => run.bytes.total), js: pick((run) => run.bytes.js) },
    requests: pick((run) => run.requests),
    scripts: first.scripts,
    losing: [...new Set(runs.flatMap((run) => run.losing))],
    consoleErrors: [...new Set(runs.flatMap((run) => run.consoleErrors))],
    benchmarkIndex: pick((run) => run.benchmarkIndex),
    runtimeError: runs.map((run) => run.runtimeError).find(Boolean) ?? null,
    runs: runs.map(({ scores, metrics, benchmarkIndex }) => ({ scores, metrics, benchmarkIndex })),
  };
}

/** @param {chromeLauncher.LaunchedChrome} chrome */
function killQuietly(chrome) {
  try {
    chrome.kill();
  } catch {
    // already gone
  }
}

/** Lighthouse's 4× CPU slowdown stands for a mid-range phone on a host with this benchmarkIndex. */
const REFERENCE_BENCHMARK_INDEX = 1750;

/** The CPU slowdown that makes this host behave like the reference one: 4 × benchmarkIndex / 1750, within 1..10. */
/** @param {number} benchmarkIndex */
export function calibratedSlowdown(benchmarkIndex) {
  return Math.min(10, Math.max(1, Math.round((4 * benchmarkIndex) / REFERENCE_BENCHMARK_INDEX * 10) / 10));
}

/** A failed run is run again, at most this many times per route; every failure stays in the report. */
const MAX_RETRIES_PER_ROUTE = 2;

/**
 * `method`: 'devtools' (applied throttling, the budget's method) or 'simulate' (Lighthouse's default).
 * @param {number} cpuSlowdownMultiplier
 * @param {'devtools' | 'simulate'} method
 * @param {string[]} categories
 * @returns {import('lighthouse').Config}
 */
function configFor(cpuSlowdownMultiplier, method, categories) {
  const throttling = { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier };
  return { extends: 'lighthouse:default', settings: { throttlingMethod: method, throttling, onlyCategories: categories } };
}

/** benchmarkIndex readings the calibration starts from, and how many of the latest it follows. */
const CALIBRATION_PROBES = 3;

/**
 * The CPU slowdown, fixed or calibrated. Calibrated ('auto'), it follows the host: each route gets
 * 4 × (median of the latest three benchmarkIndex readings) / 1750, starting from three probe runs.
 * The speed of a shared host swings within minutes (benchmarkIndex 1100 to 3200 in one run here),
 * and a slowdown fixed from one early reading would emulate a phone twice as slow, or twice as fast,
 * as Lighthouse's reference by the end of a 40-minute run.
 */
/** @param {string} cpu a number, or 'auto' */
function cpuThrottle(cpu) {
  /** @type {number[]} */
  const readings = [];
  return {
    calibrated: cpu === 'auto',
    /** @param {unknown} index */
    record(index) {
      if (typeof index === 'number' && index > 0) readings.push(index);
    },
    slowdown() {
      if (cpu !== 'auto') return Number(cpu);
      const latest = median(readings.slice(-CALIBRATION_PROBES));
      return latest ? calibratedSlowdown(latest) : 4;
    },
  };
}

/**
 * @typedef {{ route: string; cpuSlowdown: number; errors: string[]; simulated: { performance: number | null; metrics: Figures['metrics']; runs: number } | null; status?: number; ownJs?: number }
 *   & Partial<ReturnType<typeof medianOf>>} RouteResult
 */

/**
 * Runs Lighthouse `runs` times on each route with applied throttling and `simulatedRuns` times
 * simulated (serially), and returns the medians per route, each with the CPU slowdown it was
 * measured at. The slowdown is `cpu` (a number), or with 'auto' calibrated to the host as it goes
 * (see cpuThrottle).
 * @param {string} base
 * @param {string[]} routes
 * @param {{ runs: number; simulatedRuns: number; cpu: string; log: (line: string) => void; onRoute?: (done: RouteResult[]) => void }} options
 */
export async function runLighthouse(base, routes, { runs, simulatedRuns, cpu, log, onRoute = () => {} }) {
  const chromePath = chromiumPath();
  let chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  /** @type {RouteResult[]} */
  const results = [];
  const throttle = cpuThrottle(cpu);
  if (throttle.calibrated) {
    for (let probe = 0; probe < CALIBRATION_PROBES; probe++) {
      const result = await lighthouse(`${base}${routes[0]}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      throttle.record(result?.lhr?.environment?.benchmarkIndex);
    }
    log(`  CPU calibration: ${throttle.slowdown()}× slowdown to start with, then following the host`);
  }
  try {
    for (const route of routes) {
      /** @type {Figures[]} */
      const done = [];
      /** @type {string[]} */
      const errors = [];
      let retries = 0;
      const cpuSlowdown = throttle.slowdown();
      /** @type {Figures[]} */
      const simulated = [];
      // The applied runs first (they decide the budgets), then the simulated ones. Accessibility, best
      // practices and SEO do not depend on throttling: when there is a simulated run they are taken
      // from it, and the applied runs measure performance only (a quarter faster).
      /** @type {('devtools' | 'simulate')[]} */
      const plan = [...Array(runs).fill('devtools'), ...Array(simulatedRuns).fill('simulate')];
      const appliedCategories = simulatedRuns > 0 ? ['performance'] : CATEGORIES;
      for (let run = 1; run <= plan.length; run++) {
        const method = plan[run - 1] ?? 'devtools';
        const started = Date.now();
        try {
          const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' }, configFor(cpuSlowdown, method, method === 'devtools' ? appliedCategories : CATEGORIES));
          if (!result?.lhr) throw new Error('Lighthouse returned no result');
          const run_ = figures(result.lhr);
          throttle.record(run_.benchmarkIndex);
          // A run Lighthouse could not finish (NO_NAVSTART now and then on this host) has no scores.
          if (run_.runtimeError) throw new Error(run_.runtimeError);
          (method === 'devtools' ? done : simulated).push(run_);
          const { performance, accessibility, bestPractices, seo } = run_.scores;
          log(`  ${route} ${method === 'devtools' ? 'applied' : 'simulated'} run ${run}/${plan.length}: ${performance}/${accessibility}/${bestPractices}/${seo}, FCP ${Math.round(run_.metrics.fcpMs ?? 0)} ms, TBT ${Math.round(run_.metrics.tbtMs ?? 0)} ms, CPU ${cpuSlowdown}×, benchmarkIndex ${run_.benchmarkIndex} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          errors.push(message);
          const retry = retries < MAX_RETRIES_PER_ROUTE;
          log(`  ${route} run ${run} failed: ${message}; restarting Chromium${retry ? ' and running it again' : ''}`);
          killQuietly(chrome);
          chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
          if (retry) {
            retries += 1;
            run -= 1;
          }
        }
      }
      const reference = simulated.length ? medianOf(simulated) : null;
      const applied = done.length ? medianOf(done) : null;
      if (applied && reference) {
        for (const key of /** @type {const} */ (['accessibility', 'bestPractices', 'seo'])) applied.scores[key] ??= reference.scores[key];
        applied.losing = [...new Set([...applied.losing, ...reference.losing.filter((audit) => !audit.startsWith('performance:'))])];
        applied.consoleErrors = [...new Set([...applied.consoleErrors, ...reference.consoleErrors])];
      }
      results.push({ route, cpuSlowdown, ...applied, simulated: reference && { performance: reference.scores.performance, metrics: reference.metrics, runs: simulated.length }, errors });
      onRoute(results);
    }
  } finally {
    killQuietly(chrome);
  }
  /** @type {number | 'auto'} */
  const slowdown = throttle.calibrated ? 'auto' : Number(cpu);
  return { results, cpuSlowdown: slowdown };
}
