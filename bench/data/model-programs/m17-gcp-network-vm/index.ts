import * as pulumi from "@pulumi/pulumi";
import * as gcp from "@pulumi/gcp";

const region = "us-central1";
const zone = "us-central1-a";

const network = new gcp.compute.Network("app-net", {
    name: "app-net",
    autoCreateSubnetworks: false,
});

const subnet = new gcp.compute.Subnetwork("app-subnet", {
    network: network.id,
    region: region,
    ipCidrRange: "10.10.0.0/24",
});

new gcp.compute.Firewall("allow-ssh-http", {
    network: network.selfLink,
    direction: "INGRESS",
    allows: [{ protocol: "tcp", ports: ["22", "80"] }],
    sourceRanges: ["0.0.0.0/0"],
    targetTags: ["web"],
});

const vm = new gcp.compute.Instance("web-vm", {
    zone: zone,
    machineType: "e2-medium",
    tags: ["web"],
    bootDisk: {
        initializeParams: {
            image: "debian-cloud/debian-12",
            size: 10,
        },
    },
    networkInterfaces: [
        {
            network: network.id,
            subnetwork: subnet.id,
            accessConfigs: [{}],
        },
    ],
    metadataStartupScript: "#!/bin/bash\napt-get update && apt-get install -y nginx\n",
});

export const instanceName = vm.name;
export const externalIp = vm.networkInterfaces.apply(nis => nis[0].accessConfigs?.[0]?.natIp);
