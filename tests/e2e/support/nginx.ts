/**
 * The shipped nginx configuration (deploy/nginx/siyana-http.conf and siyana-locations.conf), run by Debian's nginx in
 * front of app instances: the test writes only the parts that name addresses and folders.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function nginxAvailable(): boolean {
  return existsSync(NGINX);
}

/** The parameters of the shipped upstream's servers (`max_fails=0`), so the test runs what ships. */
const SHIPPED = readFileSync('deploy/nginx/siyana.conf', 'utf8');
const SERVER_PARAMETERS = /server 127\.0\.0\.1:\d+ ([^;]*);/.exec(SHIPPED)![1];
/** How long the shipped upstream keeps a pooled connection idle (below the app's KEEP_ALIVE_TIMEOUT). */
const UPSTREAM_IDLE = /upstream siyana_app \{[^}]*keepalive_timeout ([^;]+);/.exec(SHIPPED)![1];

export type Proxy = { base: string; stop: () => Promise<void>; output: () => string };

/** `extra`: more of the http block (e.g. a second server for a benchmark's baseline). */
export function startNginx(port: number, upstreamPorts: number[], extra = ''): Proxy {
  const dir = mkdtempSync(join(tmpdir(), 'siyana-nginx-'));
  const workers = process.env.NGINX_WORKERS ?? '2';
  // Workers may run as another user than the test (nginx as root drops to `nobody`): they must write here.
  chmodSync(dir, 0o777);
  const config = `
worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  include ${resolve('deploy/nginx/siyana-http.conf')};
  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=siyana:10m max_size=64m inactive=1h use_temp_path=off;
  upstream siyana_app {
${upstreamPorts.map((p) => `    server 127.0.0.1:${p} ${SERVER_PARAMETERS};`).join('\n')}
    keepalive 16;
    keepalive_timeout ${UPSTREAM_IDLE};
  }
  server {
    listen 127.0.0.1:${port};
    include ${resolve('deploy/nginx/siyana-locations.conf')};
  }
${extra}
}
`;
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const check = spawnSync(NGINX, ['-t', '-c', file, '-p', dir, '-e', 'stderr'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
  const child: ChildProcess = spawn(NGINX, ['-c', file, '-p', dir, '-e', 'stderr', '-g', 'daemon off;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-10_000)));
  return {
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGQUIT');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
