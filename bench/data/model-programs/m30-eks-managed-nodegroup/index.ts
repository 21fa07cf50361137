import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";
import * as awsx from "@pulumi/awsx";
import * as eks from "@pulumi/eks";

const config = new pulumi.Config();
const k8sVersion = config.get("k8sVersion") ?? "1.31";
const instanceTypes = config.getObject<string[]>("instanceTypes") ?? ["t3.medium"];

const vpc = new awsx.ec2.Vpc("eks-vpc", {
    numberOfAvailabilityZones: 3,
    cidrBlock: "10.0.0.0/16",
});

const nodeRole = new aws.iam.Role("eks-node-role", {
    assumeRolePolicy: aws.iam.assumeRolePolicyForPrincipal({ Service: "ec2.amazonaws.com" }),
});

const nodePolicies = [
    "arn:aws:iam::aws:policy/AmazonEKSWorkerNodePolicy",
    "arn:aws:iam::aws:policy/AmazonEKS_CNI_Policy",
    "arn:aws:iam::aws:policy/AmazonEC2ContainerRegistryReadOnly",
];
nodePolicies.forEach((policyArn, i) => {
    new aws.iam.RolePolicyAttachment(`eks-node-policy-${i}`, {
        role: nodeRole.name,
        policyArn: policyArn,
    });
});

const cluster = new eks.Cluster("eks-cluster", {
    vpcId: vpc.vpcId,
    publicSubnetIds: vpc.publicSubnetIds,
    privateSubnetIds: vpc.privateSubnetIds,
    version: k8sVersion,
    skipDefaultNodeGroup: true,
    authenticationMode: eks.AuthenticationMode.Api,
    instanceRoles: [nodeRole],
});

const nodeGroup = new eks.ManagedNodeGroup("eks-nodes", {
    cluster: cluster,
    nodeRole: nodeRole,
    subnetIds: vpc.privateSubnetIds,
    instanceTypes: instanceTypes,
    scalingConfig: {
        desiredSize: 2,
        minSize: 1,
        maxSize: 4,
    },
});

export const clusterName = cluster.eksCluster.name;
export const nodeGroupName = nodeGroup.nodeGroup.nodeGroupName;
export const kubeconfig = pulumi.secret(cluster.kubeconfigJson);
