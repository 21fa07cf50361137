import * as pulumi from "@pulumi/pulumi";
import * as resources from "@pulumi/azure-native/resources";
import * as containerservice from "@pulumi/azure-native/containerservice";

const config = new pulumi.Config();
const kubernetesVersion = config.get("kubernetesVersion") ?? "1.30";
const nodeCount = config.getNumber("nodeCount") ?? 3;
const nodeVmSize = config.get("nodeVmSize") ?? "Standard_D2s_v3";

const rg = new resources.ResourceGroup("aks-rg");

const cluster = new containerservice.ManagedCluster("aks-demo", {
    resourceName: "aks-demo",
    resourceGroupName: rg.name,
    location: rg.location,
    dnsPrefix: "aks-demo",
    kubernetesVersion: kubernetesVersion,
    identity: {
        type: containerservice.ResourceIdentityType.SystemAssigned,
    },
    agentPoolProfiles: [
        {
            name: "system",
            mode: containerservice.AgentPoolMode.System,
            count: nodeCount,
            vmSize: nodeVmSize,
            osType: containerservice.OSType.Linux,
            type: containerservice.AgentPoolType.VirtualMachineScaleSets,
        },
    ],
    networkProfile: {
        networkPlugin: containerservice.NetworkPlugin.Azure,
    },
    enableRBAC: true,
});

const creds = containerservice.listManagedClusterUserCredentialsOutput({
    resourceGroupName: rg.name,
    resourceName: cluster.name,
});

export const clusterName = cluster.name;
export const kubeconfig = pulumi.secret(
    creds.kubeconfigs.apply(kcs => Buffer.from(kcs[0].value, "base64").toString("utf8")),
);
