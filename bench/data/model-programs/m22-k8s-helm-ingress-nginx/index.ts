import * as pulumi from "@pulumi/pulumi";
import * as k8s from "@pulumi/kubernetes";

const config = new pulumi.Config();
const chartVersion = config.get("chartVersion") ?? "4.11.3";

const ns = new k8s.core.v1.Namespace("ingress-nginx", {
    metadata: { name: "ingress-nginx" },
});

const release = new k8s.helm.v3.Release("ingress-nginx", {
    name: "ingress-nginx",
    chart: "ingress-nginx",
    version: chartVersion,
    namespace: ns.metadata.name,
    repositoryOpts: {
        repo: "https://kubernetes.github.io/ingress-nginx",
    },
    values: {
        controller: {
            replicaCount: 2,
            metrics: { enabled: true },
            service: { type: "LoadBalancer" },
        },
    },
    atomic: true,
});

export const releaseName = release.name;
export const releaseStatus = release.status.status;
