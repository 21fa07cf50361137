import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const instanceType = config.get("instanceType") ?? "t3.micro";
const sshCidr = config.get("sshCidr") ?? "10.0.0.0/8";

const vpc = aws.ec2.getVpcOutput({ default: true });
const subnets = aws.ec2.getSubnetsOutput({
    filters: [{ name: "vpc-id", values: [vpc.id] }],
});

const ami = aws.ec2.getAmiOutput({
    mostRecent: true,
    owners: ["amazon"],
    filters: [
        { name: "name", values: ["al2023-ami-2023.*-x86_64"] },
        { name: "architecture", values: ["x86_64"] },
    ],
});

const webSg = new aws.ec2.SecurityGroup("web-sg", {
    description: "Allow HTTP from anywhere and SSH from the admin CIDR",
    vpcId: vpc.id,
    ingress: [
        { description: "HTTP", protocol: "tcp", fromPort: 80, toPort: 80, cidrBlocks: ["0.0.0.0/0"] },
        { description: "SSH", protocol: "tcp", fromPort: 22, toPort: 22, cidrBlocks: [sshCidr] },
    ],
    egress: [
        { protocol: "-1", fromPort: 0, toPort: 0, cidrBlocks: ["0.0.0.0/0"] },
    ],
});

const userData = `#!/bin/bash
dnf install -y nginx
systemctl enable --now nginx
`;

const server = new aws.ec2.Instance("web-server", {
    ami: ami.id,
    instanceType: instanceType,
    subnetId: subnets.ids[0],
    vpcSecurityGroupIds: [webSg.id],
    associatePublicIpAddress: true,
    userData: userData,
    userDataReplaceOnChange: true,
    tags: { Name: "web-server" },
});

export const publicIp = server.publicIp;
export const publicDns = server.publicDns;
