import * as pulumi from "@pulumi/pulumi";
import * as k8s from "@pulumi/kubernetes";

const config = new pulumi.Config();
const replicas = config.getNumber("replicas") ?? 3;
const image = config.get("image") ?? "nginx:1.27";

const ns = new k8s.core.v1.Namespace("web", {
    metadata: { name: "web" },
});

const appLabels = { app: "nginx" };

const deployment = new k8s.apps.v1.Deployment("nginx", {
    metadata: {
        namespace: ns.metadata.name,
        labels: appLabels,
    },
    spec: {
        replicas: replicas,
        selector: { matchLabels: appLabels },
        template: {
            metadata: { labels: appLabels },
            spec: {
                containers: [
                    {
                        name: "nginx",
                        image: image,
                        ports: [{ containerPort: 80, name: "http" }],
                        resources: {
                            requests: { cpu: "100m", memory: "128Mi" },
                        },
                    },
                ],
            },
        },
    },
});

const service = new k8s.core.v1.Service("nginx", {
    metadata: {
        namespace: ns.metadata.name,
        labels: appLabels,
    },
    spec: {
        type: "LoadBalancer",
        selector: deployment.spec.template.metadata.labels,
        ports: [{ port: 80, targetPort: "http", protocol: "TCP" }],
    },
});

export const namespace = ns.metadata.name;
export const loadBalancerAddress = service.status.loadBalancer.ingress.apply(
    ingress => ingress?.[0]?.ip ?? ingress?.[0]?.hostname,
);
