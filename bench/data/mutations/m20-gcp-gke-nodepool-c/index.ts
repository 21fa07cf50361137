import * as pulumi from "@pulumi/pulumi";
import * as gcp from "@pulumi/gcp";

const config = new pulumi.Config();
const location = config.get("location") ?? "us-central1";
const machineType = config.get("machineType") ?? "e2-standard-4";

const nodeSa = new gcp.serviceaccount.Account("gke-nodes", {
    accountId: "gke-nodes",
    displayName: "GKE node service account",
});

const defaultComputeSa = gcp.compute.getDefaultServiceAccountOutput({});

const cluster = new gcp.container.Cluster("primary", {
    name: "primary",
    location: location,
    removeDefaultNodePool: true,
    initialNodeCount: 1,
    deletionProtection: false,
    releaseChannel: { channel: "REGULAR" },
});

const pool = new gcp.container.NodePool("primary-nodes", {
    cluster: cluster.name,
    location: location,
    nodeCount: 2,
    autoscaling: {
        minNodeCount: 1,
        maxNodeCount: 4,
    },
    nodeConfig: {
        machineType: machineType,
        serviceAccount: defaultComputeSa.email,
        oauthScopes: ["https://www.googleapis.com/auth/cloud-platform"],
    },
    management: {
        autoRepair: true,
        autoUpgrade: true,
    },
});

export const clusterName = cluster.name;
export const endpoint = cluster.endpoint;
export const nodePoolName = pool.name;
