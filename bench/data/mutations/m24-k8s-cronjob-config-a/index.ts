import * as pulumi from "@pulumi/pulumi";
import * as k8s from "@pulumi/kubernetes";

const config = new pulumi.Config();
const targetUrl = config.get("targetUrl") ?? "https://example.com/hooks/ping";

const ns = new k8s.core.v1.Namespace("batch-jobs", {
    metadata: { name: "batch-jobs" },
});

const settings = new k8s.core.v1.ConfigMap("pinger-settings", {
    metadata: { namespace: ns.metadata.name },
    data: { TARGET_URL: targetUrl },
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
                                    { configMapRef: { name: settings.metadata.name } },
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
