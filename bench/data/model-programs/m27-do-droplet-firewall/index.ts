import * as pulumi from "@pulumi/pulumi";
import * as digitalocean from "@pulumi/digitalocean";

const config = new pulumi.Config();
const sshKeyName = config.get("sshKeyName") ?? "laptop";
const region = "fra1";

const sshKey = digitalocean.getSshKeyOutput({ name: sshKeyName });

const droplet = new digitalocean.Droplet("web-1", {
    name: "web-1",
    region: region,
    image: "ubuntu-24-04-x64",
    size: "s-1vcpu-1gb",
    sshKeys: [sshKey.fingerprint],
    monitoring: true,
});

const anywhere = ["0.0.0.0/0", "::/0"];

new digitalocean.Firewall("web-1-firewall", {
    name: "web-1-firewall",
    dropletIds: [droplet.id.apply(id => Number(id))],
    inboundRules: ["22", "80", "443"].map(port => ({
        protocol: "tcp",
        portRange: port,
        sourceAddresses: anywhere,
    })),
    outboundRules: [
        { protocol: "tcp", portRange: "1-65535", destinationAddresses: anywhere },
        { protocol: "udp", portRange: "1-65535", destinationAddresses: anywhere },
        { protocol: "icmp", destinationAddresses: anywhere },
    ],
});

const reservedIp = new digitalocean.ReservedIp("web-1-ip", {
    region: region,
    dropletId: droplet.id.apply(id => Number(id)),
});

export const dropletIp = droplet.ipv4Address;
export const reservedIpAddress = reservedIp.ipAddress;
