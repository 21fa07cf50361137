import * as pulumi from "@pulumi/pulumi";
import * as digitalocean from "@pulumi/digitalocean";
import * as k8s from "@pulumi/kubernetes";

const config = new pulumi.Config();
const image = config.get("image") ?? "ghcr.io/acme/api:1.4.0";

const versions = digitalocean.getKubernetesVersionsOutput({});

const cluster = new digitalocean.KubernetesCluster("api-cluster", {
    region: "nyc3",
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

export const clusterId = cluster.id;
export const providerUrn = clusterProvider.urn;
export const kubeconfigOut = pulumi.secret(kubeconfig);
