import * as pulumi from "@pulumi/pulumi";
import * as gcp from "@pulumi/gcp";

const config = new pulumi.Config();
const retentionDays = config.getNumber("retentionDays") ?? 30;
const forceDestroy = config.getBoolean("forceDestroy") ?? false;

const reports = new gcp.storage.Bucket("reports", {
    location: "US",
    uniformBucketLevelAccess: true,
    versioning: { enabled: true },
    forceDestroy: forceDestroy,
    lifecycleRules: [
        {
            action: { type: "Delete" },
            condition: { age: retentionDays },
        },
    ],
});

const reader = new gcp.serviceaccount.Account("report-reader", {
    accountId: "report-reader",
    displayName: "Report reader",
});

new gcp.storage.BucketIAMMember("report-reader-viewer", {
    bucket: reports.name,
    role: "roles/storage.objectViewer",
    member: pulumi.interpolate`serviceAccount:${reader.email}`,
});

export const bucketName = reports.name;
export const bucketUrl = reports.url;
export const readerEmail = reader.email;
