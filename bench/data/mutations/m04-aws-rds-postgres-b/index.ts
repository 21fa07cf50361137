import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const stage = config.get("stage") ?? "dev";
const isProd = stage === "prod";
const dbPassword = config.requireSecret("dbPassword");
const dbUser = config.get("dbUser") ?? "appadmin";

const vpc = aws.ec2.getVpcOutput({ default: true });
const subnets = aws.ec2.getSubnetsOutput({
    filters: [{ name: "vpc-id", values: [vpc.id] }],
});

const subnetGroup = new aws.rds.SubnetGroup("appdb-subnets", {
    subnetIds: subnets.ids,
    description: "Default VPC subnets for appdb",
});

const dbSg = new aws.ec2.SecurityGroup("appdb-sg", {
    description: "PostgreSQL from inside the VPC only",
    vpcId: vpc.id,
    ingress: [
        { protocol: "tcp", fromPort: 5432, toPort: 5432, cidrBlocks: [vpc.cidrBlock] },
    ],
    egress: [
        { protocol: "-1", fromPort: 0, toPort: 0, cidrBlocks: ["0.0.0.0/0"] },
    ],
});

const db = new aws.rds.Instance("appdb", {
    identifier: "appdb",
    dbName: "appdb",
    engine: "postgres",
    engineVersion: "15",
    instanceClass: aws.rds.InstanceType.T3_Micro,
    allocatedStorage: 20,
    storageType: "gp3",
    username: dbUser,
    password: dbPassword,
    dbSubnetGroupName: subnetGroup.name,
    vpcSecurityGroupIds: [dbSg.id],
    publiclyAccessible: false,
    storageEncrypted: true,
    multiAz: isProd,
    deletionProtection: isProd,
    backupRetentionPeriod: isProd ? 7 : 1,
    skipFinalSnapshot: !isProd,
    finalSnapshotIdentifier: isProd ? "appdb-final" : undefined,
});

console.log(`Deploying appdb for stage ${stage} (multiAz=${isProd})`);

export const endpoint = db.endpoint;
export const port = db.port;
