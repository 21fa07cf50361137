import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/language/catalog.json
var catalog_default = {
  provenance: "npm package list npm.tsv (name, version, monthly downloads, summary from the npm registry), filtered to Pulumi provider and component SDKs; extras looked up with npm view: none",
  packages: [
    {
      package: "@1password/pulumi-onepassword",
      version: "1.1.3",
      description: "Use the 1Password Pulumi provider to access and manage items in your 1Password vaults.",
      cues: ["@1password/pulumi-onepassword", "onepassword"],
      monthlyDownloads: 15350
    },
    {
      package: "@checkly/pulumi",
      version: "1.0.0",
      description: "A Pulumi package for creating and managing Checkly monitoring resources.",
      cues: ["@checkly/pulumi", "pulumi"],
      monthlyDownloads: 14836
    },
    {
      package: "@ediri/vultr",
      version: "2.21.0",
      description: "A Pulumi package for creating and managing Vultr cloud resources.",
      cues: ["@ediri/vultr", "vultr"],
      monthlyDownloads: 2248
    },
    {
      package: "@eventstore/pulumi-eventstorecloud",
      version: "0.2.20",
      description: "A Pulumi package for creating and managing Event Store Cloud resources.",
      cues: ["@eventstore/pulumi-eventstorecloud", "eventstorecloud"],
      monthlyDownloads: 899
    },
    {
      package: "@lbrlabs/pulumi-grafana",
      version: "0.1.0",
      description: "A Pulumi package for creating and managing grafana.",
      cues: ["@lbrlabs/pulumi-grafana", "grafana"],
      monthlyDownloads: 30385
    },
    {
      package: "@muhlba91/pulumi-proxmoxve",
      version: "8.6.0",
      description: "A Pulumi package for creating and managing Proxmox Virtual Environment cloud resources.",
      cues: ["@muhlba91/pulumi-proxmoxve", "proxmoxve", "proxmox"],
      monthlyDownloads: 8296
    },
    {
      package: "@ovhcloud/pulumi-ovh",
      version: "2.19.1",
      description: "A Pulumi package for creating and managing OVH resources.",
      cues: ["@ovhcloud/pulumi-ovh", "ovh", "ovhcloud"],
      monthlyDownloads: 5457
    },
    {
      package: "@pulumi/aiven",
      version: "6.51.0",
      description: "A Pulumi package for creating and managing Aiven cloud resources.",
      cues: ["@pulumi/aiven", "aiven"],
      monthlyDownloads: 3920
    },
    {
      package: "@pulumi/alicloud",
      version: "3.108.0",
      description: "A Pulumi package for creating and managing AliCloud resources.",
      cues: ["@pulumi/alicloud", "alicloud", "alibaba cloud", "aliyun"],
      monthlyDownloads: 10029
    },
    {
      package: "@pulumi/archive",
      version: "0.3.5",
      description: "A Pulumi package for creating and managing Archive cloud resources.",
      cues: ["@pulumi/archive"],
      monthlyDownloads: 100105
    },
    {
      package: "@pulumi/artifactory",
      version: "8.11.7",
      description: "A Pulumi package for creating and managing artifactory cloud resources.",
      cues: ["@pulumi/artifactory", "artifactory"],
      monthlyDownloads: 8874
    },
    {
      package: "@pulumi/auth0",
      version: "3.49.0",
      description: "A Pulumi package for creating and managing auth0 cloud resources.",
      cues: ["@pulumi/auth0", "auth0"],
      monthlyDownloads: 173130
    },
    {
      package: "@pulumi/aws",
      version: "7.48.0",
      description: "A Pulumi package for creating and managing Amazon Web Services (AWS) cloud resources.",
      cues: ["@pulumi/aws", "aws"],
      monthlyDownloads: 3963588
    },
    {
      package: "@pulumi/aws-apigateway",
      version: "3.0.0",
      description: "",
      cues: ["@pulumi/aws-apigateway", "aws apigateway", "awsapigateway", "api gateway rest api component"],
      monthlyDownloads: 53812
    },
    {
      package: "@pulumi/aws-iam",
      version: "0.2.0",
      description: "",
      cues: ["@pulumi/aws-iam", "aws iam", "awsiam"],
      monthlyDownloads: 5907
    },
    {
      package: "@pulumi/aws-native",
      version: "1.79.0",
      description: "",
      cues: ["@pulumi/aws-native", "aws native", "awsnative"],
      monthlyDownloads: 447269
    },
    {
      package: "@pulumi/aws-static-website",
      version: "0.4.0",
      description: "",
      cues: ["@pulumi/aws-static-website", "aws static website", "awsstaticwebsite"],
      monthlyDownloads: 2521
    },
    {
      package: "@pulumi/awsx",
      version: "3.9.0",
      description: "",
      cues: ["@pulumi/awsx", "awsx", "crosswalk"],
      monthlyDownloads: 1281288
    },
    {
      package: "@pulumi/azure",
      version: "6.40.0",
      description: "A Pulumi package for creating and managing Microsoft Azure cloud resources, based on the Terraform azurerm provider. We recommend using the [Azure Native provid",
      cues: ["@pulumi/azure", "azure classic", "azurerm"],
      monthlyDownloads: 122894
    },
    {
      package: "@pulumi/azure-native",
      version: "3.28.0",
      description: "",
      cues: ["@pulumi/azure-native", "azure native", "azurenative"],
      monthlyDownloads: 404570
    },
    {
      package: "@pulumi/azuread",
      version: "6.9.1",
      description: "A Pulumi package for creating and managing Azure Active Directory (Azure AD) cloud resources.",
      cues: ["@pulumi/azuread", "azuread", "azure ad", "azure active directory", "entra id", "entra"],
      monthlyDownloads: 150160
    },
    {
      package: "@pulumi/civo",
      version: "1.0.7",
      description: "A Pulumi package for creating and managing Civo cloud resources.",
      cues: ["@pulumi/civo", "civo"],
      monthlyDownloads: 965
    },
    {
      package: "@pulumi/cloudamqp",
      version: "3.34.0",
      description: "A Pulumi package for creating and managing CloudAMQP resources.",
      cues: ["@pulumi/cloudamqp", "cloudamqp"],
      monthlyDownloads: 2966
    },
    {
      package: "@pulumi/cloudflare",
      version: "6.22.1",
      description: "A Pulumi package for creating and managing Cloudflare cloud resources.",
      cues: ["@pulumi/cloudflare", "cloudflare"],
      monthlyDownloads: 1392662
    },
    {
      package: "@pulumi/command",
      version: "4.5.0",
      description: "",
      cues: ["@pulumi/command", "remote command", "local command", "run a command", "ssh command"],
      monthlyDownloads: 1629832
    },
    {
      package: "@pulumi/confluentcloud",
      version: "2.82.0",
      description: "A Pulumi package for creating and managing Confluent cloud resources.",
      cues: ["@pulumi/confluentcloud", "confluentcloud", "confluent"],
      monthlyDownloads: 34077
    },
    {
      package: "@pulumi/consul",
      version: "3.15.1",
      description: "A Pulumi package for creating and managing consul resources.",
      cues: ["@pulumi/consul", "consul"],
      monthlyDownloads: 11729
    },
    {
      package: "@pulumi/databricks",
      version: "1.110.0",
      description: "A Pulumi package for creating and managing databricks cloud resources.",
      cues: ["@pulumi/databricks", "databricks"],
      monthlyDownloads: 66758
    },
    {
      package: "@pulumi/datadog",
      version: "5.11.0",
      description: "A Pulumi package for creating and managing Datadog resources.",
      cues: ["@pulumi/datadog", "datadog"],
      monthlyDownloads: 408863
    },
    {
      package: "@pulumi/digitalocean",
      version: "4.80.1",
      description: "A Pulumi package for creating and managing DigitalOcean cloud resources.",
      cues: ["@pulumi/digitalocean", "digitalocean", "digital ocean", "droplet", "droplets"],
      monthlyDownloads: 22076
    },
    {
      package: "@pulumi/docker",
      version: "5.2.0",
      description: "A Pulumi package for interacting with Docker in Pulumi programs",
      cues: ["@pulumi/docker", "docker"],
      monthlyDownloads: 2541652
    },
    {
      package: "@pulumi/docker-build",
      version: "0.0.22",
      description: "",
      cues: ["@pulumi/docker-build", "docker build", "dockerbuild", "buildx", "buildkit"],
      monthlyDownloads: 1747978
    },
    {
      package: "@pulumi/eks",
      version: "4.3.0",
      description: "",
      cues: ["@pulumi/eks", "eks", "eks cluster", "eks node group", "managed node group"],
      monthlyDownloads: 272341
    },
    {
      package: "@pulumi/fastly",
      version: "11.1.0",
      description: "A Pulumi package for creating and managing fastly cloud resources.. Based on terraform-provider-fastly: version v4",
      cues: ["@pulumi/fastly", "fastly"],
      monthlyDownloads: 23181
    },
    {
      package: "@pulumi/gcp",
      version: "9.37.0",
      description: "A Pulumi package for creating and managing Google Cloud Platform resources.",
      cues: ["@pulumi/gcp", "gcp", "google cloud"],
      monthlyDownloads: 1004661
    },
    {
      package: "@pulumi/github",
      version: "6.15.0",
      description: "A Pulumi package for creating and managing github cloud resources.",
      cues: ["@pulumi/github", "github"],
      monthlyDownloads: 214946
    },
    {
      package: "@pulumi/google-native",
      version: "0.32.0",
      description: "",
      cues: ["@pulumi/google-native", "google native", "googlenative"],
      monthlyDownloads: 61109
    },
    {
      package: "@pulumi/hcloud",
      version: "1.41.0",
      description: "A Pulumi package for creating and managing hcloud cloud resources.",
      cues: ["@pulumi/hcloud", "hcloud", "hetzner"],
      monthlyDownloads: 16636
    },
    {
      package: "@pulumi/kafka",
      version: "3.13.2",
      description: "A Pulumi package for creating and managing Kafka.",
      cues: ["@pulumi/kafka", "kafka"],
      monthlyDownloads: 24692
    },
    {
      package: "@pulumi/keycloak",
      version: "6.13.0",
      description: "A Pulumi package for creating and managing keycloak cloud resources.",
      cues: ["@pulumi/keycloak", "keycloak"],
      monthlyDownloads: 172920
    },
    {
      package: "@pulumi/kubernetes",
      version: "4.34.2",
      description: "",
      cues: ["@pulumi/kubernetes", "kubernetes"],
      monthlyDownloads: 1512372
    },
    {
      package: "@pulumi/kubernetes-cert-manager",
      version: "0.2.0",
      description: "",
      cues: [
        "@pulumi/kubernetes-cert-manager",
        "kubernetes cert manager",
        "kubernetescertmanager",
        "cert manager",
        "certmanager"
      ],
      monthlyDownloads: 27178
    },
    {
      package: "@pulumi/kubernetes-ingress-nginx",
      version: "0.1.3",
      description: "",
      cues: [
        "@pulumi/kubernetes-ingress-nginx",
        "kubernetes ingress nginx",
        "kubernetesingressnginx",
        "ingress nginx",
        "nginx ingress",
        "nginx ingress controller"
      ],
      monthlyDownloads: 20001
    },
    {
      package: "@pulumi/kubernetesx",
      version: "0.1.6",
      description: "Pulumi Kubernetes Extensions",
      cues: ["@pulumi/kubernetesx", "kubernetesx"],
      monthlyDownloads: 40688
    },
    {
      package: "@pulumi/linode",
      version: "5.1.1",
      description: "A Pulumi package for creating and managing linode cloud resources.",
      cues: ["@pulumi/linode", "linode"],
      monthlyDownloads: 11582
    },
    {
      package: "@pulumi/local",
      version: "0.1.6",
      description: "A Pulumi package for creating and managing Local cloud resources.",
      cues: ["@pulumi/local"],
      monthlyDownloads: 11e3
    },
    {
      package: "@pulumi/meraki",
      version: "0.5.2",
      description: "A Pulumi package for creating and managing Cisco Meraki resources. Based on terraform-provider-meraki: version v0.2.0",
      cues: ["@pulumi/meraki", "meraki"],
      monthlyDownloads: 6747
    },
    {
      package: "@pulumi/metabase",
      version: "0.0.3",
      description: "",
      cues: ["@pulumi/metabase", "metabase"],
      monthlyDownloads: 483
    },
    {
      package: "@pulumi/minio",
      version: "0.17.1",
      description: "A Pulumi package for creating and managing minio cloud resources.",
      cues: ["@pulumi/minio", "minio"],
      monthlyDownloads: 10317
    },
    {
      package: "@pulumi/mongodbatlas",
      version: "4.16.0",
      description: "A Pulumi package for creating and managing mongodbatlas cloud resources.",
      cues: ["@pulumi/mongodbatlas", "mongodbatlas", "mongodb atlas"],
      monthlyDownloads: 75963
    },
    {
      package: "@pulumi/mysql",
      version: "3.3.2",
      description: "A Pulumi package for creating and managing mysql cloud resources.",
      cues: ["@pulumi/mysql", "mysql"],
      monthlyDownloads: 34062
    },
    {
      package: "@pulumi/newrelic",
      version: "5.77.0",
      description: "A Pulumi package for creating and managing New Relic resources.",
      cues: ["@pulumi/newrelic", "newrelic", "new relic"],
      monthlyDownloads: 126451
    },
    {
      package: "@pulumi/null",
      version: "0.0.9",
      description: "A Pulumi package for creating and managing Null cloud resources.",
      cues: ["@pulumi/null"],
      monthlyDownloads: 2353
    },
    {
      package: "@pulumi/oci",
      version: "4.20.0",
      description: "A Pulumi package for creating and managing Oracle Cloud Infrastructure resources.",
      cues: ["@pulumi/oci", "oci", "oracle cloud"],
      monthlyDownloads: 34187
    },
    {
      package: "@pulumi/okta",
      version: "7.0.0",
      description: "A Pulumi package for creating and managing okta resources.. Based on terraform-provider-okta: version v7.0.0",
      cues: ["@pulumi/okta", "okta"],
      monthlyDownloads: 30807
    },
    {
      package: "@pulumi/openstack",
      version: "3.15.2",
      description: "A Pulumi package for creating and managing OpenStack cloud resources.",
      cues: ["@pulumi/openstack", "openstack"],
      monthlyDownloads: 4428
    },
    {
      package: "@pulumi/pagerduty",
      version: "3.4.0",
      description: "A Pulumi package for creating and managing pagerduty cloud resources.",
      cues: ["@pulumi/pagerduty", "pagerduty"],
      monthlyDownloads: 139385
    },
    {
      package: "@pulumi/postgresql",
      version: "3.18.1",
      description: "A Pulumi package for creating and managing postgresql cloud resources.",
      cues: ["@pulumi/postgresql", "postgresql"],
      monthlyDownloads: 354686
    },
    {
      package: "@pulumi/pulumiservice",
      version: "1.3.0",
      description: "",
      cues: [
        "@pulumi/pulumiservice",
        "pulumiservice",
        "pulumi cloud",
        "pulumi service",
        "pulumi deployments"
      ],
      monthlyDownloads: 167512
    },
    {
      package: "@pulumi/rabbitmq",
      version: "3.3.8",
      description: "A Pulumi package for creating and managing RabbitMQ resources.",
      cues: ["@pulumi/rabbitmq", "rabbitmq"],
      monthlyDownloads: 23577
    },
    {
      package: "@pulumi/rancher2",
      version: "13.0.0",
      description: "A Pulumi package for creating and managing rancher2 resources.",
      cues: ["@pulumi/rancher2", "rancher2"],
      monthlyDownloads: 18474
    },
    {
      package: "@pulumi/random",
      version: "4.21.2",
      description: "A Pulumi package to safely use randomness in Pulumi programs.",
      cues: ["@pulumi/random"],
      monthlyDownloads: 2325073
    },
    {
      package: "@pulumi/snowflake",
      version: "1.3.0",
      description: "A Pulumi package for creating and managing snowflake cloud resources.",
      cues: ["@pulumi/snowflake", "snowflake"],
      monthlyDownloads: 21672
    },
    {
      package: "@pulumi/std",
      version: "2.3.2",
      description: "",
      cues: ["@pulumi/std", "pulumi std"],
      monthlyDownloads: 258279
    },
    {
      package: "@pulumi/synced-folder",
      version: "0.12.4",
      description: "",
      cues: ["@pulumi/synced-folder", "synced folder", "syncedfolder"],
      monthlyDownloads: 55829
    },
    {
      package: "@pulumi/tailscale",
      version: "0.29.1",
      description: "A Pulumi package for creating and managing Tailscale cloud resources.",
      cues: ["@pulumi/tailscale", "tailscale"],
      monthlyDownloads: 47144
    },
    {
      package: "@pulumi/terraform",
      version: "6.1.0",
      description: "",
      cues: ["@pulumi/terraform"],
      monthlyDownloads: 57998
    },
    {
      package: "@pulumi/tls",
      version: "5.6.1",
      description: "A Pulumi package to create TLS resources in Pulumi programs.",
      cues: ["@pulumi/tls"],
      monthlyDownloads: 1050343
    },
    {
      package: "@pulumi/tls-self-signed-cert",
      version: "0.1.3",
      description: "",
      cues: ["@pulumi/tls-self-signed-cert", "tls self signed cert", "tlsselfsignedcert"],
      monthlyDownloads: 7137
    },
    {
      package: "@pulumi/vault",
      version: "7.8.0",
      description: "A Pulumi package for creating and managing HashiCorp Vault cloud resources.",
      cues: ["@pulumi/vault", "vault"],
      monthlyDownloads: 237034
    },
    {
      package: "@pulumiverse/acme",
      version: "0.16.2",
      description: "A Pulumi package for creating and managing ACME cloud resources.",
      cues: ["@pulumiverse/acme", "acme"],
      monthlyDownloads: 15979
    },
    {
      package: "@pulumiverse/buildkite",
      version: "3.4.0",
      description: "A Pulumi package for creating and managing Buildkite resources.",
      cues: ["@pulumiverse/buildkite", "buildkite"],
      monthlyDownloads: 16352
    },
    {
      package: "@pulumiverse/doppler",
      version: "0.9.0",
      description: "A Pulumi package for creating and managing doppler cloud resources.",
      cues: ["@pulumiverse/doppler", "doppler"],
      monthlyDownloads: 12816
    },
    {
      package: "@pulumiverse/grafana",
      version: "2.40.0",
      description: "A Pulumi package for creating and managing grafana.",
      cues: ["@pulumiverse/grafana", "grafana"],
      monthlyDownloads: 82670
    },
    {
      package: "@pulumiverse/mssql",
      version: "0.1.0",
      description: "A Pulumi Provider for Microsoft SQL Server and Azure SQL",
      cues: ["@pulumiverse/mssql", "mssql"],
      monthlyDownloads: 3702
    },
    {
      package: "@pulumiverse/scaleway",
      version: "1.54.0",
      description: "A Pulumi package for creating and managing Scaleway cloud resources.",
      cues: ["@pulumiverse/scaleway", "scaleway"],
      monthlyDownloads: 7748
    },
    {
      package: "@pulumiverse/sentry",
      version: "0.0.9",
      description: "A Pulumi package for creating and managing Sentry resources.",
      cues: ["@pulumiverse/sentry", "sentry"],
      monthlyDownloads: 43620
    },
    {
      package: "@pulumiverse/statuscake",
      version: "1.0.2",
      description: "A Pulumi package for creating and managing Statuscake resources.",
      cues: ["@pulumiverse/statuscake", "statuscake"],
      monthlyDownloads: 2022
    },
    {
      package: "@pulumiverse/time",
      version: "0.1.1",
      description: "A Pulumi package for creating and managing Time resources",
      cues: ["@pulumiverse/time", "time rotating", "time sleep"],
      monthlyDownloads: 88085
    },
    {
      package: "@pulumiverse/vercel",
      version: "5.4.1",
      description: "",
      cues: ["@pulumiverse/vercel", "vercel"],
      monthlyDownloads: 623715
    },
    {
      package: "@sst-provider/neon",
      version: "0.13.0",
      description: "A Pulumi provider dynamically bridged from neon.",
      cues: ["@sst-provider/neon", "neon"],
      monthlyDownloads: 18049
    },
    {
      package: "@twingate/pulumi-twingate",
      version: "4.3.1",
      description: "A Pulumi package for creating and managing Twingate cloud resources.",
      cues: ["@twingate/pulumi-twingate", "twingate"],
      monthlyDownloads: 71135
    },
    {
      package: "@tyevco/pulumi-homelab",
      version: "1.11.0",
      description: "Pulumi SDK for managing homelab infrastructure",
      cues: ["@tyevco/pulumi-homelab", "homelab"],
      monthlyDownloads: 1299
    },
    {
      package: "@unobravo/pulumi-mysql",
      version: "0.1.1",
      description: "A Pulumi package for creating and managing mysql cloud resources.",
      cues: ["@unobravo/pulumi-mysql", "mysql"],
      monthlyDownloads: 6756
    },
    {
      package: "@unplatform/commercetools",
      version: "1.14.1",
      description: "A Pulumi package for creating and managing commercetools cloud resources.",
      cues: ["@unplatform/commercetools", "commercetools"],
      monthlyDownloads: 681
    },
    {
      package: "@upstash/pulumi",
      version: "0.5.0",
      description: "A Pulumi package for creating and managing upstash cloud resources.",
      cues: ["@upstash/pulumi", "pulumi"],
      monthlyDownloads: 6505
    },
    {
      package: "pulumi-neon",
      version: "0.1.8",
      description: "A Pulumi provider dynamically bridged from neon.",
      cues: ["pulumi-neon", "neon"],
      monthlyDownloads: 948
    },
    {
      package: "pulumi-stripe",
      version: "0.0.28",
      description: "A Pulumi package for creating and managing Stripe resources.",
      cues: ["pulumi-stripe", "stripe"],
      monthlyDownloads: 19630
    }
  ]
};

// src/language/catalog.ts
var catalog = catalog_default;
function shortPackageName(packageName) {
  const last = packageName.split("/").pop() ?? packageName;
  return last.replace(/^pulumi-/, "").replace(/-pulumi$/, "");
}
function padded(text) {
  return ` ${text.toLowerCase().replace(/[^a-z0-9@/]+/g, " ").trim()} `;
}
function matchCatalog(text, entries = catalog.packages) {
  const haystack = padded(text);
  return entries.filter((entry) => entry.cues.some((cue) => haystack.includes(padded(cue)))).sort((a, b) => b.monthlyDownloads - a.monthlyDownloads);
}

export {
  catalog,
  shortPackageName,
  matchCatalog
};
