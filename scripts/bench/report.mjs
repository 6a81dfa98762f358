/** docs/performance.md and docs/performance.json from a bench run. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { median } from './lighthouse.mjs';
import { isLongForm, transferLimitKb } from './routes.mjs';

/** @typedef {import('./lighthouse.mjs').RouteResult} RouteResult */
/** @typedef {Awaited<ReturnType<typeof import('./load.mjs').runLoad>>} Load */
/**
 * What one bench run measured (docs/performance.json).
 * @typedef {{
 *   command: string; date: string; partial: string | null;
 *   machine: { cpu: string; cores: number; loadAverage: string[]; memoryGb: string; os: string; node: string; chromium: string | null; lighthouse: string; autocannon: string };
 *   lighthouse: { runs: number; simulatedRuns: number; throttling: string; cpu: string; cpuSlowdown: number; routes: 'templates' | 'all' | 'chosen'; results: RouteResult[] } | null;
 *   load: Load | null;
 * }} BenchRun
 */

/**
 * ARCHITECTURE.md's budgets: side-by-side ratios within one run (TBT over the floor page's, LCP over
 * the no-script twin's), fixed scores, and the first-visit bytes per language (routes.mjs). The
 * absolute performance figures are what a quiet host should read; they are reported, not held.
 */
export const BUDGETS = { tbtOverFloorMs: 100, lcpOverNoScript: 1.1, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, quietPerformance: 90, quietMedianPerformance: 94 };

/** @typedef {number | null | undefined} Figure */

const kb = (/** @type {Figure} */ bytes) => (bytes == null ? '–' : (bytes / 1024).toFixed(1));
const int = (/** @type {Figure} */ value) => (value == null ? '–' : String(Math.round(value)));
const cls = (/** @type {Figure} */ value) => (value == null ? '–' : value.toFixed(3));
const ratio = (/** @type {Figure} */ value) => (value == null ? '–' : value.toFixed(2));

const isStaffPage = (/** @type {string} */ route) => route === '/admin' || route.startsWith('/admin/');

/**
 * The locale's home page: the page every other page shares its framework scripts with.
 * @param {string} route
 */
function homeOf(route) {
  return route === '/ar' || route.startsWith('/ar/') || route.startsWith('/admin') ? '/ar' : '/';
}

/**
 * Budget failures of one route (empty when it meets them all).
 * @param {RouteResult} result
 */
export function budgetFailures(result) {
  if (!result.scores || !result.metrics) return ['not measured'];
  if (!result.bytes) return ['no byte count'];
  const failures = [];
  // A score or size that could not be measured (null) compares as 0, as JavaScript compares null.
  if (result.status !== 200) failures.push(`HTTP ${result.status}`);
  const tbtLimit = tbtLimitMs(result);
  if (tbtLimit === null) failures.push('floor not measured');
  else if ((result.metrics.tbtMs ?? Infinity) > tbtLimit) failures.push(`TBT ${int(result.metrics.tbtMs)} ms > ${int(tbtLimit)} ms`);
  const lcpLimit = lcpLimitMs(result);
  if (lcpLimit === null) failures.push('no-script twin not measured');
  else if ((result.metrics.lcpMs ?? Infinity) > lcpLimit) failures.push(`LCP ${int(result.metrics.lcpMs)} ms > ${int(lcpLimit)} ms`);
  if ((result.scores.accessibility ?? 0) < BUDGETS.accessibility) failures.push(`accessibility ${result.scores.accessibility}`);
  if ((result.scores.bestPractices ?? 0) < BUDGETS.bestPractices) failures.push(`best practices ${result.scores.bestPractices}`);
  // The staff area is kept out of search engines on purpose (noindex), so SEO does not apply there.
  if ((result.scores.seo ?? 0) < BUDGETS.seo && !isStaffPage(result.route)) failures.push(`SEO ${result.scores.seo}`);
  if (Number(cls(result.metrics.cls)) > BUDGETS.cls) failures.push(`CLS ${cls(result.metrics.cls)}`);
  const counted = countedBytes(result);
  if ((counted ?? Infinity) > transferLimitKb(result.route) * 1024) failures.push(`transfer ${kb(counted)} KB > ${transferLimitKb(result.route)} KB`);
  return failures;
}

/** The route's TBT limit: its floor page's median TBT in the same run + 100 ms. @param {RouteResult} result */
const tbtLimitMs = (result) => (result.floorTbtMs == null ? null : result.floorTbtMs + BUDGETS.tbtOverFloorMs);
/**
 * The route's LCP limit: its no-script twin's median LCP × the floor's own ratio (the floor's LCP over
 * its twin's, the framework's cost) × 1.1, all in the same run.
 * @param {RouteResult} result
 */
const lcpLimitMs = (result) => (result.noScript?.lcpMs == null || result.floorLcpRatio == null ? null : result.noScript.lcpMs * result.floorLcpRatio * BUDGETS.lcpOverNoScript);

/**
 * The bytes the first-visit budget counts: everything, less a long-form page's HTML (its article).
 * @param {RouteResult} result
 */
const countedBytes = (result) => (result.bytes?.total == null ? null : result.bytes.total - (isLongForm(result.route) ? (result.bytes.html ?? 0) : 0));

/**
 * Adds, to each route, the JavaScript bytes its home page does not load (its own scripts).
 * @param {RouteResult[]} results
 */
export function addOwnScripts(results) {
  const byRoute = new Map(results.map((result) => [result.route, result]));
  for (const result of results) {
    const home = byRoute.get(homeOf(result.route));
    if (!result.scripts || !home?.scripts) continue;
    const shared = new Set(home.scripts.map((script) => script.path));
    result.ownJs = result.scripts.filter((script) => !shared.has(script.path)).reduce((sum, script) => sum + script.bytes, 0);
  }
}

/**
 * @param {string[]} lines
 * @param {NonNullable<BenchRun['lighthouse']>} lighthouse
 */
function lighthouseSection(lines, lighthouse) {
  const { results, runs } = lighthouse;
  const measured = results.filter((result) => result.scores);
  const passing = measured.filter((result) => budgetFailures(result).length === 0);
  const publicResults = measured.filter((result) => !isStaffPage(result.route));
  const performanceMedian = median(publicResults.map((result) => result.scores?.performance));
  const simulatedMedian = median(publicResults.map((result) => result.simulated?.performance));
  const belowQuiet = publicResults.filter((result) => (result.scores?.performance ?? 0) < BUDGETS.quietPerformance);
  lines.push('## Budgets', '');
  lines.push(`Held in **one interleaved run**, every measurement with the same Chromium and the same CPU slowdown, with **applied throttling** (Lighthouse \`--throttling devtools\`: the page really loads over slow 4G, 562 ms request latency and 1.47 Mbps, with the CPU slowed), median of ${runs} rounds. In each round every route is measured, then its **no-script twin** (the same HTML as the server sent it, its \`<script>\` elements and script preloads removed, served by the bench's own server, \`scripts/bench/noscript-server.mjs\`, with every other file passed through from the production server), and the **floor** page of each language (\`/privacy\`, \`/ar/privacy\`: a content page with no island of its own) at the start of the round and after every few routes. Per route:`, '');
  lines.push(`- TBT ≤ the floor's median TBT in this run + ${BUDGETS.tbtOverFloorMs} ms; LCP over the no-script twin's median LCP ≤ ${BUDGETS.lcpOverNoScript} × the floor's own ratio in this run (the floor's ratio is the framework's cost); CLS ${BUDGETS.cls}; accessibility, best practices and SEO ${BUDGETS.accessibility} (SEO does not apply to the staff sign-in page, which is noindex; these three come from the simulated run, as throttling does not change them); HTTP 200; first visit ≤ 220 KB in English, ≤ 250 KB in Arabic (a long-form page's HTML, guides and posts, is its article and counted apart: HTML KB).`);
  lines.push(`- Routes meeting every budget: **${passing.length} / ${results.length}**`);
  lines.push(`- Absolute figures (what a quiet host should read, reported, not held: performance ≥ ${BUDGETS.quietPerformance} on every route, median ≥ ${BUDGETS.quietMedianPerformance}): median performance over the public routes **${int(performanceMedian)}**, lowest ${int(Math.min(...publicResults.map((result) => result.scores?.performance ?? 0)))}${belowQuiet.length ? ` (below ${BUDGETS.quietPerformance}: ${belowQuiet.map((result) => `\`${result.route}\` ${result.scores?.performance}`).join(', ')})` : ''}; simulated, for reference: median ${int(simulatedMedian)}`);
  const failing = results.filter((result) => budgetFailures(result).length);
  if (failing.length) lines.push(`- Short of a budget: ${failing.map((result) => `\`${result.route}\` (${budgetFailures(result).join(', ')})`).join('; ')}`);
  lines.push('');
  lines.push(`## Per route (applied throttling: median of ${runs} run${runs > 1 ? 's' : ''}; simulated: median of ${lighthouse.simulatedRuns ?? 0}; first visit, mobile profile)`, '');
  lines.push('| route | template | HTTP | perf | TBT ms | floor TBT ms (runs) | TBT limit | LCP ms | no-script LCP ms | floor LCP ratio | LCP limit | CLS | a11y | bp | seo | JS KB | own JS KB | HTML KB | counted KB | KB limit | simulated perf | simulated TBT ms | budgets |');
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const result of results) {
    const failures = budgetFailures(result);
    const s = result.scores;
    const m = result.metrics;
    lines.push(`| \`${result.route}\` | ${result.template} | ${result.status ?? '–'} | ${int(s?.performance)} | ${int(m?.tbtMs)} | ${int(result.floorTbtMs)} (${result.floorRuns}) | ${int(tbtLimitMs(result))} | ${int(m?.lcpMs)} | ${int(result.noScript?.lcpMs)} | ${ratio(result.floorLcpRatio)} | ${int(lcpLimitMs(result))} | ${cls(m?.cls)} | ${int(s?.accessibility)} | ${int(s?.bestPractices)} | ${int(s?.seo)} | ${kb(result.bytes?.js)} | ${kb(result.ownJs)} | ${kb(result.bytes?.html)} | ${kb(countedBytes(result))}${isLongForm(result.route) ? ' (HTML apart)' : ''} | ${transferLimitKb(result.route)} | ${int(result.simulated?.performance)} | ${int(result.simulated?.metrics.tbtMs)} | ${failures.length ? `✗ ${failures.join(', ')}` : '✓'} |`);
  }
  lines.push('');
  lines.push('JS KB, HTML KB and counted KB are bytes transferred (compressed as the framework\'s server sends them: gzip) on a first visit with an empty cache; counted KB is every byte of the first visit, less the HTML of a long-form page (guides, posts). Own JS KB: scripts that the locale\'s home page (`/` or `/ar`; `/ar` for the staff area) does not load, i.e. what the route adds to the shared framework.', '');
  const notes = results.filter((result) => result.losing?.length || result.errors?.length || result.consoleErrors?.length || result.runtimeError);
  if (notes.length) {
    lines.push('### Where points were lost', '');
    for (const result of notes) {
      const parts = [];
      if (result.losing?.length) parts.push(`audits: ${result.losing.join(', ')}`);
      if (result.consoleErrors?.length) parts.push(`console errors: ${result.consoleErrors.join(' | ')}`);
      if (result.runtimeError) parts.push(`Lighthouse: ${result.runtimeError}`);
      if (result.errors?.length) parts.push(`failed runs: ${result.errors.join(' | ')}`);
      lines.push(`- \`${result.route}\`: ${parts.join('; ')}`);
    }
    lines.push('');
  }
}

/**
 * @param {string[]} lines
 * @param {Load} load
 */
function loadSection(lines, load) {
  lines.push(`## Load (autocannon, ${load.connections} connections, ${load.duration} s after a ${load.warmup} s warm-up)`, '');
  lines.push('| GET | HTTP | bytes | ours req/s | ours p50 ms | ours p99 ms | non-2xx | errors (timeouts) | static req/s | static p99 ms | ours / static |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const get of load.gets) {
    // A path is skipped exactly when it was not loaded.
    if (!get.ours) {
      lines.push(`| \`${get.path}\` | ${get.status || '–'} | – | – | – | – | – | – | – | – | ${get.skipped} |`);
      continue;
    }
    lines.push(`| \`${get.path}\` | ${get.status} | ${get.bytes} | ${int(get.ours.reqPerSec)} | ${get.ours.latencyMs.p50} | ${get.ours.latencyMs.p99} | ${get.ours.non2xx} | ${get.ours.errors} (${get.ours.timeouts}) | ${int(get.static?.reqPerSec)} | ${get.static?.latencyMs.p99 ?? '–'} | **${ratio(get.ratio)}** |`);
  }
  lines.push('');
  lines.push('Static: the same bytes our server sent for the path, answered from memory by a minimal `node:http` server in its own process (`scripts/bench/static-server.mjs`), loaded right after ours with the same settings. autocannon asks for no compression, so both send the same uncompressed HTML. The load generator, our server and the baseline share the machine\'s cores, so the req/s are anchors for comparison, not capacity.', '');
  lines.push('| POST | req/s | p50 ms | p99 ms | requests sent | 2xx | rows stored | errors | timeouts | statuses |');
  lines.push('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const post of load.posts) {
    if ('skipped' in post) {
      lines.push(`| \`${post.path}\` | – | – | – | – | – | – | – | – | ${post.skipped} |`);
      continue;
    }
    lines.push(`| \`${post.path}\` | ${int(post.reqPerSec)} | ${post.latencyMs.p50} | ${post.latencyMs.p99} | ${post.sent} | ${post.accepted} | ${post.stored} | ${post.errors} | ${post.timeouts} | ${Object.entries(post.statuses).map(([code, count]) => `${code}: ${count}`).join(', ')} |`);
  }
  lines.push('');
  lines.push('Each POST carries a unique e-mail address, an `Origin` header of the site and its own `X-Forwarded-For` address from 198.18.0.0/15 (the bench server trusts one proxy, `TRUSTED_PROXIES=1`, and the bench plays it, so the per-address limit does not turn the run into 429s); rows stored are counted in the bench database afterwards. Requests still in flight when the run ends may be stored without being counted as 2xx.', '');
}

/**
 * @param {BenchRun} run
 * @param {string} outDir
 */
export function writeReport(run, outDir) {
  const lines = ['# Performance', ''];
  if (run.partial) lines.push(`> **Partial run**: ${run.partial}. The full report comes from \`npm run bench\` with no \`--routes\`.`, '');
  lines.push(`Made by \`${run.command}\` on ${run.date}.`, '');
  const sets = { templates: 'one route per page template in each language (`npm run bench`)', all: 'every public route in both languages and the staff sign-in page (`npm run bench -- --all`)', chosen: 'the routes chosen with `--routes`' };
  if (run.lighthouse) lines.push(`Routes measured: ${sets[run.lighthouse.routes]}, ${run.lighthouse.results.length} in all.`, '');
  const machine = run.machine;
  lines.push('| machine | |', '| --- | --- |');
  lines.push(`| CPU | ${machine.cpu} × ${machine.cores} cores, load average ${machine.loadAverage.join(' / ')} at the start |`);
  lines.push(`| memory | ${machine.memoryGb} GB |`);
  lines.push(`| system | ${machine.os} |`);
  lines.push(`| Node.js | ${machine.node} |`);
  lines.push(`| Chromium | ${machine.chromium ?? '–'} |`);
  const slowdown = run.lighthouse?.cpuSlowdown ?? 4;
  lines.push(`| Lighthouse | ${machine.lighthouse}, mobile default profile, slow 4G applied (devtools throttling; the simulated runs model 150 ms RTT, 1.6 Mbps), CPU slowdown ${slowdown}× for every measurement of the run${run.lighthouse?.cpu === 'auto' ? ' (calibrated once at the start: 4 × the median benchmarkIndex of three probes / 1750, the scale of ../shared/tools/measure --cpu-slowdown auto)' : ' (--cpu)'} |`);
  if (run.lighthouse) {
    const indexes = run.lighthouse.results.flatMap((result) => (result.runs ?? []).map((entry) => entry.benchmarkIndex)).filter(Boolean);
    lines.push(`| Lighthouse benchmarkIndex | median ${int(median(indexes))} (min ${int(Math.min(...indexes))}, max ${int(Math.max(...indexes))}) over the routes' applied runs: how much the host's speed swung during the run |`);
  }
  lines.push('');
  if (run.lighthouse) lighthouseSection(lines, run.lighthouse);
  else lines.push('Lighthouse: not run (`--skip-lighthouse`).', '');
  if (run.load) loadSection(lines, run.load);
  else lines.push('Load: not run (`--skip-load`, or the run was stopped before it).', '');
  lines.push(`Raw figures (every run, every status code): \`${join(outDir, 'performance.json')}\`.`);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'performance.md'), `${lines.join('\n')}\n`);
  writeFileSync(join(outDir, 'performance.json'), `${JSON.stringify(run, null, 2)}\n`);
}
