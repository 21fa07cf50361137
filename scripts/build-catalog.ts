/**
 * Builds src/snapshot/catalog.json from a list of npm packages (`name<TAB>version<TAB>downloads<TAB>summary`,
 * header first), plus packages named on the command line, looked up one by one with `npm view`.
 *
 *   node --import tsx scripts/build-catalog.ts <package-list.tsv> [@scope/extra-package ...]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildCatalog, parsePackageList, type PackageListRow } from '../src/language/build-catalog.js';

/** Service phrases a request uses for packages whose name alone does not say it. */
const SERVICE_CUES: Record<string, string[]> = {
  '@pulumi/alicloud': ['alibaba cloud', 'aliyun'],
  '@pulumi/aws-apigateway': ['api gateway rest api component'],
  '@pulumi/awsx': ['crosswalk'],
  '@pulumi/azure': ['azure classic', 'azurerm'],
  '@pulumi/azuread': ['azure ad', 'azure active directory', 'entra id', 'entra'],
  '@pulumi/command': ['remote command', 'local command', 'run a command', 'ssh command'],
  '@pulumi/confluentcloud': ['confluent'],
  '@pulumi/digitalocean': ['digital ocean', 'droplet', 'droplets'],
  '@pulumi/docker-build': ['buildx', 'buildkit'],
  '@pulumi/eks': ['eks cluster', 'eks node group', 'managed node group'],
  '@pulumi/gcp': ['google cloud'],
  '@pulumi/hcloud': ['hetzner'],
  '@pulumi/kubernetes-cert-manager': ['cert manager', 'certmanager'],
  '@pulumi/kubernetes-ingress-nginx': ['ingress nginx', 'nginx ingress', 'nginx ingress controller'],
  '@pulumi/mongodbatlas': ['mongodb atlas'],
  '@pulumi/newrelic': ['new relic'],
  '@pulumi/oci': ['oracle cloud'],
  '@pulumi/pulumiservice': ['pulumi cloud', 'pulumi service', 'pulumi deployments'],
  '@pulumi/std': ['pulumi std'],
  '@pulumiverse/time': ['time rotating', 'time sleep'],
  '@muhlba91/pulumi-proxmoxve': ['proxmox'],
  '@ovhcloud/pulumi-ovh': ['ovhcloud'],
};

function viewed(name: string): PackageListRow[] {
  try {
    const json = execFileSync('npm', ['view', name, 'name', 'version', 'description', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const info = JSON.parse(json) as { name: string; version: string; description?: string };
    return [
      { name: info.name, version: info.version, monthlyDownloads: 0, description: info.description ?? '' },
    ];
  } catch {
    process.stderr.write(`${name}: not on the npm registry, left out\n`);
    return [];
  }
}

const [listPath, ...extras] = process.argv.slice(2);
if (listPath === undefined) {
  process.stderr.write(
    'usage: node --import tsx scripts/build-catalog.ts <package-list.tsv> [extra-package ...]\n',
  );
  process.exit(2);
}
const rows = parsePackageList(readFileSync(listPath, 'utf8'));
const listed = new Set(rows.map((row) => row.name));
const all = [...rows, ...extras.filter((name) => !listed.has(name)).flatMap(viewed)];
const catalog = buildCatalog(
  all,
  SERVICE_CUES,
  `npm package list ${listPath.split('/').pop() ?? listPath} (name, version, monthly downloads, summary from the npm registry), ` +
    `filtered to Pulumi provider and component SDKs; extras looked up with npm view: ${extras.join(', ') || 'none'}`,
);
writeFileSync(
  new URL('../src/snapshot/catalog.json', import.meta.url),
  `${JSON.stringify(catalog, null, 2)}\n`,
);
process.stdout.write(`catalog: ${catalog.packages.length} packages\n`);
