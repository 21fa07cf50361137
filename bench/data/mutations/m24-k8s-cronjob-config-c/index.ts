import * as pulumi from "@pulumi/pulumi";
import * as k8s from "@pulumi/kubernetes";

const config = new pulumi.Config();
const targetUrl = config.get("targetUrl") ?? "https://example.com/hooks/ping";
const apiToken = config.requireSecret("apiToken");

const ns = new k8s.core.v1.Namespace("batch-jobs", {
    metadata: { name: "batch-jobs" },
});

const settings = new k8s.core.v1.ConfigMap("pinger-settings", {
    metadata: { namespace: ns.metadata.name },
    data: { TARGET_URL: targetUrl },
});

const defaults = new k8s.core.v1.ConfigMap("pinger-defaults", {
    metadata: { namespace: ns.metadata.name },
    data: { TARGET_URL: "http://localhost:8080/healthz" },
});

const token = new k8s.core.v1.Secret("pinger-token", {
    metadata: { namespace: ns.metadata.name },
    type: "Opaque",
    stringData: { API_TOKEN: apiToken },
});

const job = new k8s.batch.v1.CronJob("pinger", {
    metadata: { namespace: ns.metadata.name },
    spec: {
        schedule: "*/15 * * * *",
        concurrencyPolicy: "Forbid",
        successfulJobsHistoryLimit: 3,
        failedJobsHistoryLimit: 1,
        jobTemplate: {
            spec: {
                backoffLimit: 2,
                template: {
                    spec: {
                        restartPolicy: "OnFailure",
                        containers: [
                            {
                                name: "curl",
                                image: "curlimages/curl:8.10.1",
                                command: ["sh", "-c"],
                                args: ['curl -fsS -X POST -H "Authorization: Bearer $API_TOKEN" "$TARGET_URL"'],
                                envFrom: [
                                    { configMapRef: { name: defaults.metadata.name } },
                                    { secretRef: { name: token.metadata.name } },
                                ],
                            },
                        ],
                    },
                },
            },
        },
    },
});

export const cronJobName = job.metadata.name;
