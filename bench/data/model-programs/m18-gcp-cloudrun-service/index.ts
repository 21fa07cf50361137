import * as pulumi from "@pulumi/pulumi";
import * as gcp from "@pulumi/gcp";

const config = new pulumi.Config();
const image = config.get("image") ?? "us-docker.pkg.dev/cloudrun/container/hello";
const location = "europe-west1";

const service = new gcp.cloudrunv2.Service("hello-api", {
    name: "hello-api",
    location: location,
    ingress: "INGRESS_TRAFFIC_ALL",
    deletionProtection: false,
    template: {
        scaling: {
            maxInstanceCount: 5,
        },
        containers: [
            {
                image: image,
                ports: { containerPort: 8080 },
                resources: {
                    limits: {
                        memory: "512Mi",
                        cpu: "1",
                    },
                },
            },
        ],
    },
});

new gcp.cloudrunv2.ServiceIamMember("hello-api-public", {
    name: service.name,
    location: service.location,
    role: "roles/run.invoker",
    member: "allUsers",
});

export const url = service.uri;
