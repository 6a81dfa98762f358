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
  const documents = requests.filter((request) => request.resourceType === 'Document');
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
    bytes: {
      total: numeric('total-byte-weight'),
      js: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
      html: documents.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    },
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
    bytes: { total: pick((run) => run.bytes.total), js: pick((run) => run.bytes.js), html: pick((run) => run.bytes.html) },
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


/** A failed run is run again, at most this many times; every failure stays in the report. */
const MAX_ATTEMPTS = 3;

/**
 * `method`: 'devtools' (applied throttling, the budget's method) or 'simulate' (Lighthouse's default).
 * @param {number} cpuSlowdownMultiplier
 * @param {'devtools' | 'simulate'} method
 * @param {string[]} categories
 * @returns {import('lighthouse').Config}
 */
function configFor(cpuSlowdownMultiplier, method, categories) {
  const throttling = { ...lighthouseConstants.throttling.mobileSlow4G, cpuSlowdownMultiplier };
  // No full-page screenshot: it is no metric and costs seconds per run on this host.
  return { extends: 'lighthouse:default', settings: { throttlingMethod: method, throttling, onlyCategories: categories, disableFullPageScreenshot: true } };
}

/** benchmarkIndex readings the calibration takes the median of. */
const CALIBRATION_PROBES = 3;

/**
 * @typedef {{ route: string; template: string; floor: string; cpuSlowdown: number; errors: string[];
 *   noScript: { fcpMs: number | null; lcpMs: number | null; tbtMs: number | null; runs: number } | null;
 *   floorTbtMs: number | null; floorRuns: number; floorLcpRatio: number | null;
 *   simulated: { performance: number | null; metrics: Figures['metrics']; runs: number } | null; status?: number; ownJs?: number }
 *   & Partial<ReturnType<typeof medianOf>>} RouteResult
 */

/**
 * One interleaved run. Every measurement uses the same Chromium and the same CPU slowdown (`cpu`, or
 * with 'auto' calibrated once at the start: 4 × the median benchmarkIndex of three probes / 1750), so
 * routes measured in the same run compare side by side however the shared host's speed swings.
 * `runs` rounds; in each, every route is measured and, right after it, its no-script twin (the same
 * HTML without scripts, from `twinBase`); the floor page of each language is measured at the start of
 * each round and again after every `floorEvery` routes, so each route's TBT is compared with floor
 * runs spread over the same minutes. Then `simulatedRuns` simulated runs per route, for reference
 * (and for accessibility, best practices and SEO, which throttling does not change: with no simulated
 * run the applied runs measure them).
 * @param {string} base the production server
 * @param {string} twinBase the no-script server (scripts/bench/noscript.mjs)
 * @param {{ route: string; template: string; floor: string }[]} targets
 * @param {{ runs: number; simulatedRuns: number; cpu: string; floorEvery: number; log: (line: string) => void; onProgress?: (results: RouteResult[]) => void }} options
 */
export async function runLighthouse(base, twinBase, targets, { runs, simulatedRuns, cpu, floorEvery, log, onProgress = () => {} }) {
  const chromePath = chromiumPath();
  let chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const floors = [...new Set(targets.map((target) => target.floor))];
  /** @type {number} */
  let cpuSlowdown;
  if (cpu === 'auto') {
    /** @type {number[]} */
    const readings = [];
    for (let probe = 0; probe < CALIBRATION_PROBES; probe++) {
      const result = await lighthouse(`${base}${floors[0] ?? '/'}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
      const index = result?.lhr?.environment?.benchmarkIndex;
      if (typeof index === 'number' && index > 0) readings.push(index);
    }
    const index = median(readings);
    cpuSlowdown = index ? calibratedSlowdown(index) : 4;
    log(`  CPU calibration: benchmarkIndex ${readings.join(', ')} -> ${cpuSlowdown}× slowdown for the whole run`);
  } else cpuSlowdown = Number(cpu);

  /** @type {Map<string, { page: Figures[]; twin: Figures[]; simulated: Figures[]; errors: string[] }>} */
  const samples = new Map();
  const of = (/** @type {string} */ route) => {
    let entry = samples.get(route);
    if (!entry) samples.set(route, (entry = { page: [], twin: [], simulated: [], errors: [] }));
    return entry;
  };
  const appliedCategories = simulatedRuns > 0 ? ['performance'] : CATEGORIES;

  /**
   * One Lighthouse run, retried (with a fresh Chromium) when Lighthouse could not finish it.
   * @param {string} route
   * @param {'page' | 'twin' | 'simulated'} kind
   */
  async function measure(route, kind) {
    const url = `${kind === 'twin' ? twinBase : base}${route}`;
    const method = kind === 'simulated' ? 'simulate' : 'devtools';
    const categories = kind === 'simulated' ? CATEGORIES : kind === 'twin' ? ['performance'] : appliedCategories;
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      const started = Date.now();
      try {
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' }, configFor(cpuSlowdown, method, categories));
        if (!result?.lhr) throw new Error('Lighthouse returned no result');
        const run = figures(result.lhr);
        // A run Lighthouse could not finish (NO_NAVSTART now and then on this host) has no scores.
        if (run.runtimeError) throw new Error(run.runtimeError);
        of(route)[kind].push(run);
        const { performance, accessibility, bestPractices, seo } = run.scores;
        log(`  ${route} ${kind === 'twin' ? 'no-script twin' : kind}: ${performance}/${accessibility ?? '-'}/${bestPractices ?? '-'}/${seo ?? '-'}, LCP ${Math.round(run.metrics.lcpMs ?? 0)} ms, TBT ${Math.round(run.metrics.tbtMs ?? 0)} ms, benchmarkIndex ${run.benchmarkIndex} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
        return;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        of(route).errors.push(`${kind}: ${message}`);
        log(`  ${route} ${kind} failed (attempt ${attempt}/${MAX_ATTEMPTS}): ${message}; restarting Chromium`);
        killQuietly(chrome);
        chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
      }
    }
  }

  const results = () => summarize(targets, samples, cpuSlowdown);
  try {
    for (let round = 1; round <= runs; round++) {
      log(`  round ${round}/${runs}`);
      for (const [index, target] of targets.entries()) {
        if (index % floorEvery === 0) for (const floor of floors) if (floor !== target.route) await measure(floor, 'page');
        await measure(target.route, 'page');
        await measure(target.route, 'twin');
      }
      onProgress(results());
    }
    for (let run = 1; run <= simulatedRuns; run++) {
      for (const target of targets) await measure(target.route, 'simulated');
      onProgress(results());
    }
  } finally {
    killQuietly(chrome);
  }
  return { results: results(), cpuSlowdown };
}

/**
 * Each route's medians, its twin's, and its floor's (over every run of the floor page in the run).
 * @param {{ route: string; template: string; floor: string }[]} targets
 * @param {Map<string, { page: Figures[]; twin: Figures[]; simulated: Figures[]; errors: string[] }>} samples
 * @param {number} cpuSlowdown
 * @returns {RouteResult[]}
 */
function summarize(targets, samples, cpuSlowdown) {
  return targets
    .filter((target) => samples.has(target.route))
    .map((target) => {
      const measured = /** @type {NonNullable<ReturnType<typeof samples.get>>} */ (samples.get(target.route));
      const floorRuns = samples.get(target.floor)?.page ?? [];
      const floorTwinLcp = median((samples.get(target.floor)?.twin ?? []).map((run) => run.metrics.lcpMs));
      const floorLcp = median(floorRuns.map((run) => run.metrics.lcpMs));
      const applied = measured.page.length ? medianOf(measured.page) : null;
      const reference = measured.simulated.length ? medianOf(measured.simulated) : null;
      if (applied && reference) {
        for (const key of /** @type {const} */ (['accessibility', 'bestPractices', 'seo'])) applied.scores[key] ??= reference.scores[key];
        applied.losing = [...new Set([...applied.losing, ...reference.losing.filter((audit) => !audit.startsWith('performance:'))])];
        applied.consoleErrors = [...new Set([...applied.consoleErrors, ...reference.consoleErrors])];
      }
      const twin = measured.twin.length ? medianOf(measured.twin) : null;
      return {
        route: target.route,
        template: target.template,
        floor: target.floor,
        cpuSlowdown,
        ...applied,
        noScript: twin && { fcpMs: twin.metrics.fcpMs, lcpMs: twin.metrics.lcpMs, tbtMs: twin.metrics.tbtMs, runs: measured.twin.length },
        floorTbtMs: median(floorRuns.map((run) => run.metrics.tbtMs)),
        floorRuns: floorRuns.length,
        // The framework's own cost: the floor page's LCP over its no-script twin's, in this run.
        floorLcpRatio: floorLcp != null && floorTwinLcp ? floorLcp / floorTwinLcp : null,
        simulated: reference && { performance: reference.scores.performance, metrics: reference.metrics, runs: measured.simulated.length },
        errors: measured.errors,
      };
    });
}
