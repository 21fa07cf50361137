import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as awsx from "@pulumi/awsx";

const config = new pulumi.Config();
const desiredCount = config.getNumber("desiredCount") ?? 2;

const vpc = new awsx.ec2.Vpc("app-vpc", {
    numberOfAvailabilityZones: 2,
    natGateways: { strategy: awsx.ec2.NatGatewayStrategy.Single },
});

const cluster = new aws.ecs.Cluster("app-cluster");

const serviceSg = new aws.ec2.SecurityGroup("app-service-sg", {
    vpcId: vpc.vpcId,
    ingress: [
        { protocol: "tcp", fromPort: 80, toPort: 80, cidrBlocks: [vpc.vpc.cidrBlock] },
    ],
    egress: [
        { protocol: "-1", fromPort: 0, toPort: 0, cidrBlocks: ["0.0.0.0/0"] },
    ],
});

const service = new awsx.ecs.FargateService("app-service", {
    cluster: cluster.arn,
    desiredCount: desiredCount,
    networkConfiguration: {
        subnets: vpc.privateSubnetIds,
        securityGroups: [serviceSg.id],
        assignPublicIp: false,
    },
    taskDefinitionArgs: {
        container: {
            name: "nginx",
            image: "nginx:1.27",
            cpu: 256,
            memory: 512,
            essential: true,
            portMappings: [
                {
                    containerPort: 80,
                },
            ],
        },
    },
});

export const serviceName = service.service.name;
