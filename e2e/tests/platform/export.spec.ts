import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SITE_CONTRACT } from '../../../shared/src/config/runtime';
import { expect, test, HYDRATED } from '../../support/test';
import { repoRoot } from '../../support/fixtures';
import { cmsUrl, e2ePorts } from '../../support/ports';

/**
 * `npm run export -- --out DIR` writes the whole site as plain files; Debian's nginx (installed
 * here when missing) serves them with `try_files $uri $uri/index.html`, and the site works.
 */
const NGINX_PORT = e2ePorts.shell + 72;
const origin = `http://localhost:${NGINX_PORT}`;

function ensureNginx(): string {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], {
    encoding: 'utf8',
  })
    .stdout.trim()
    .split('\n')[0];
  if (found) return found;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const apt = (args: string[]) =>
    spawnSync(
      sudo[0] ?? 'apt-get',
      [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args],
      { stdio: 'inherit', env },
    );
  if (apt(['install', '-y', '--no-install-recommends', 'nginx-light']).status !== 0) {
    apt(['update']);
    apt(['install', '-y', '--no-install-recommends', 'nginx-light']);
  }
  if (!fs.existsSync('/usr/sbin/nginx')) throw new Error('nginx could not be installed');
  return '/usr/sbin/nginx';
}

function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const attempt = () => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() - started > timeoutMs) reject(new Error(`nothing listens on ${port}`));
        else setTimeout(attempt, 100);
      });
    };
    attempt();
  });
}

test.describe('static export served by nginx', () => {
  test.describe.configure({ mode: 'serial' });
  let dir: string;
  let nginx: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'navdhara-export-'));
    fs.chmodSync(dir, 0o755);
    const out = path.join(dir, 'site');
    const env: NodeJS.ProcessEnv = { ...process.env, CMS_URL: cmsUrl };
    for (const [app, port] of Object.entries(e2ePorts))
      if (app !== 'cms') env[`PORT_${app.replace(/-/g, '_').toUpperCase()}`] = String(port);
    const result = spawnSync('node', ['scripts/export.mjs', '--out', out], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
    expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
    const binary = ensureNginx();
    const conf = path.join(dir, 'nginx.conf');
    fs.writeFileSync(
      conf,
      `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${out};
    location / { try_files $uri $uri/index.html =404; }
    error_page 404 /404.html;
  }
}
`,
    );
    nginx = spawn(binary, ['-c', conf, '-p', dir], { stdio: 'inherit' });
    await waitForPort(NGINX_PORT);
  });

  test.afterAll(() => {
    nginx?.kill('SIGTERM');
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('every route, article, 404, sitemap and robots is served as a plain file with real origins', async ({
    request,
  }) => {
    for (const [route, h1] of [
      ['/', /Navdhara/],
      ['/feeds', /feed/i],
      ['/about', /About/],
      ['/poultry-ventilation-fan', /./],
    ] as const) {
      const response = await request.get(`${origin}${route}`);
      expect(response.status(), route).toBe(200);
      const html = await response.text();
      expect(html, route).toMatch(/<title>[^<]+<\/title>/);
      expect(html, route).toMatch(/<link rel="canonical"/);
      expect(/<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1] ?? '', route).toMatch(h1);
      expect(html).not.toMatch(/__REMOTE_|__CMS_ORIGIN__/);
      expect(html).toContain(`http://localhost:${e2ePorts['mfe-corporate']}/mf-manifest.json`);
      // The data the page names is a file at that address (site-server/page-data.mjs).
      const dataSrc = new RegExp(`id="${SITE_CONTRACT.pageDataId}" data-src="([^"]+)"`).exec(
        html,
      )?.[1];
      expect(dataSrc, route).toBeTruthy();
      const data = await request.get(`${origin}${dataSrc}`);
      expect(data.status(), `${route}: ${dataSrc}`).toBe(200);
      expect(((await data.json()) as { path: string }).path, route).toBe(route);
    }
    const sitemap = await (await request.get(`${origin}/sitemap.xml`)).text();
    const article = /<loc>[^<]*(\/blog\/\d+)<\/loc>/.exec(sitemap)?.[1];
    expect(article).toBeTruthy();
    const articleHtml = await (await request.get(`${origin}${article}`)).text();
    expect(articleHtml).toContain('"@type":"Article"');
    // The CMS pictures the pages show are files of the export, as the site server serves them.
    for (const pagePath of ['/feeds', article!]) {
      const pageHtml = await (await request.get(`${origin}${pagePath}`)).text();
      const pictures = [...new Set(pageHtml.match(/\/uploads\/[\w.-]+/g) ?? [])];
      expect(pictures.length, `${pagePath} shows CMS pictures`).toBeGreaterThan(0);
      for (const picture of pictures) {
        const file = await request.get(`${origin}${picture}`);
        expect(file.status(), picture).toBe(200);
        expect(file.headers()['content-type'], picture).toMatch(/^image\//);
      }
    }
    expect(await (await request.get(`${origin}/robots.txt`)).text()).toContain('Sitemap:');
    // The registry with the site's route table (the pages embed it without; the app fetches it).
    const registry = (await (await request.get(`${origin}/runtime-config.json`)).json()) as {
      routes?: { path: string }[];
    };
    expect(registry.routes?.map((route) => route.path)).toContain('/feeds');
    const missing = await request.get(`${origin}/no-such-page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
  });

  test('an exported page hydrates in the browser with no error', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto(`${origin}/feeds`);
    await expect(page.locator(HYDRATED)).toBeAttached();
    await expect(page.getByTestId('division-faq')).toBeVisible();
    await page.getByRole('link', { name: 'About' }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
    expect(errors).toEqual([]);
  });
});
