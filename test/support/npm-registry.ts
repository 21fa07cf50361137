import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import {
  createServer as createHttpServer,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';

/** A fixture package: its manifest fields and the module file it ships (with any other files). */
export interface FixturePackage {
  readonly name: string;
  readonly version: string;
  readonly dependencies?: Readonly<Record<string, string>>;
  readonly indexJs: string;
  /** More files by path in the package (`index.d.ts`, `types/input.d.ts`). */
  readonly files?: Readonly<Record<string, string>>;
  /** More `package.json` fields (`types`, `pulumi`). */
  readonly manifest?: Readonly<Record<string, unknown>>;
}

export interface LocalRegistry {
  /** `http(s)://127.0.0.1:<port>/` */
  readonly url: string;
  /** Packument and tarball requests served so far. */
  readonly requests: string[];
  close(): Promise<void>;
}

/** Packs the fixtures with one `npm pack` into `dir`; returns the tarball path per `name@version`. */
export function packFixtures(fixtures: readonly FixturePackage[], dir: string): Map<string, string> {
  const sources = fixtures.map((fixture, index) => {
    const source = join(dir, 'src', String(index));
    mkdirSync(source, { recursive: true });
    const { indexJs, files = {}, manifest: extra = {}, ...manifest } = fixture;
    writeFileSync(join(source, 'package.json'), JSON.stringify({ ...manifest, ...extra, main: 'index.js' }));
    for (const [path, text] of Object.entries({ ...files, 'index.js': indexJs })) {
      mkdirSync(dirname(join(source, path)), { recursive: true });
      writeFileSync(join(source, path), text);
    }
    return source;
  });
  const out = join(dir, 'tarballs');
  mkdirSync(out, { recursive: true });
  execFileSync('npm', ['pack', '--silent', '--pack-destination', out, ...sources], {
    env: { PATH: process.env['PATH'] ?? '', HOME: dir, npm_config_update_notifier: 'false' },
    stdio: 'pipe',
  });
  const tarballs = new Map<string, string>();
  for (const fixture of fixtures) {
    const file = `${fixture.name.replace('@', '').replace('/', '-')}-${fixture.version}.tgz`;
    if (!readdirSync(out).includes(file)) throw new Error(`npm pack did not write ${file}`);
    tarballs.set(`${fixture.name}@${fixture.version}`, join(out, file));
  }
  return tarballs;
}

function packuments(fixtures: readonly FixturePackage[], tarballs: Map<string, string>, url: string) {
  const byName = new Map<string, { versions: Record<string, object>; latest: string }>();
  for (const fixture of fixtures) {
    const data = readFileSync(tarballs.get(`${fixture.name}@${fixture.version}`)!);
    const entry = byName.get(fixture.name) ?? { versions: {}, latest: fixture.version };
    entry.versions[fixture.version] = {
      name: fixture.name,
      version: fixture.version,
      dependencies: fixture.dependencies ?? {},
      dist: {
        tarball: `${url}-/${encodeURIComponent(fixture.name)}/${fixture.version}.tgz`,
        integrity: `sha512-${createHash('sha512').update(data).digest('base64')}`,
        shasum: createHash('sha1').update(data).digest('hex'),
      },
    };
    entry.latest = fixture.version;
    byName.set(fixture.name, entry);
  }
  return byName;
}

/**
 * A registry speaking the part of npm's protocol an install uses (packument JSON, tarballs) on 127.0.0.1,
 * over HTTP, or HTTPS with the given key and certificate.
 */
export async function startRegistry(
  fixtures: readonly FixturePackage[],
  tarballs: Map<string, string>,
  tls?: { readonly key: string; readonly cert: string },
): Promise<LocalRegistry> {
  const requests: string[] = [];
  let documents: ReturnType<typeof packuments> = new Map();
  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const path = decodeURIComponent((request.url ?? '/').split('?')[0] ?? '/');
    requests.push(path);
    if (path === '/-/ping') {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
      return;
    }
    const tarball = /^\/-\/(.+)\/([^/]+)\.tgz$/.exec(path);
    if (tarball !== null) {
      const file = tarballs.get(`${tarball[1]}@${tarball[2]}`);
      if (file !== undefined) {
        response.writeHead(200, { 'content-type': 'application/octet-stream' });
        response.end(readFileSync(file));
        return;
      }
    }
    const document = documents.get(path.slice(1));
    if (document === undefined) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end('{"error":"Not found"}');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        name: path.slice(1),
        'dist-tags': { latest: document.latest },
        versions: document.versions,
      }),
    );
  };
  const server: Server = tls === undefined ? createHttpServer(handle) : createHttpsServer(tls, handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `${tls === undefined ? 'http' : 'https'}://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  documents = packuments(fixtures, tarballs, url);
  return {
    url,
    requests,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A self-signed certificate for 127.0.0.1, made with openssl (what an intercepting proxy presents). */
export function selfSignedCertificate(dir: string): { key: string; cert: string; certFile: string } {
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'pipe' },
  );
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile };
}
