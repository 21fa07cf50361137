import * as pulumi from "@pulumi/pulumi";
import * as digitalocean from "@pulumi/digitalocean";
import * as k8s from "@pulumi/kubernetes";

const config = new pulumi.Config();
const image = config.get("image") ?? "ghcr.io/acme/api:1.4.0";

const versions = digitalocean.getKubernetesVersionsOutput({});

const cluster = new digitalocean.KubernetesCluster("api-cluster", {
    region: "sfo3",
    version: versions.latestVersion,
    nodePool: {
        name: "default-pool",
        size: "s-2vcpu-4gb",
        nodeCount: 2,
    },
});

const kubeconfig = cluster.kubeConfigs.apply(cfgs => cfgs[0].rawConfig!);

const clusterProvider = new k8s.Provider("doks", {
    kubeconfig: kubeconfig,
});

const labels = { app: "api" };

const api = new k8s.apps.v1.Deployment("api", {
    metadata: { labels },
    spec: {
        replicas: 2,
        selector: { matchLabels: labels },
        template: {
            metadata: { labels },
            spec: {
                containers: [
                    {
                        name: "api",
                        image: image,
                        ports: [{ containerPort: 8080 }],
                    },
                ],
            },
        },
    },
}, { provider: clusterProvider });

export const clusterId = cluster.id;
export const deploymentName = api.metadata.name;
export const kubeconfigOut = pulumi.secret(kubeconfig);
