import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const reports = new aws.s3.Bucket("reports", {
    forceDestroy: true,
});

const archive = new aws.s3.Bucket("archive", {
    forceDestroy: true,
});

const role = new aws.iam.Role("nightly-report-role", {
    assumeRolePolicy: aws.iam.assumeRolePolicyForPrincipal({ Service: "lambda.amazonaws.com" }),
});

new aws.iam.RolePolicyAttachment("nightly-report-logs", {
    role: role.name,
    policyArn: aws.iam.ManagedPolicy.AWSLambdaBasicExecutionRole,
});

new aws.iam.RolePolicy("nightly-report-write", {
    role: role.id,
    policy: pulumi.jsonStringify({
        Version: "2012-10-17",
        Statement: [{
            Effect: "Allow",
            Action: ["s3:PutObject"],
            Resource: pulumi.interpolate`${reports.arn}/*`,
        }],
    }),
});

const fn = new aws.lambda.Function("nightly-report", {
    name: "nightly-report",
    runtime: aws.lambda.Runtime.NodeJS20dX,
    handler: "index.handler",
    role: role.arn,
    timeout: 300,
    environment: {
        variables: {
            REPORT_BUCKET: archive.bucket,
        },
    },
    code: new pulumi.asset.AssetArchive({
        "index.mjs": new pulumi.asset.StringAsset(`
import { S3Client, PutObjectCommand } from "@aws-sdk/client-s3";
const s3 = new S3Client({});
export const handler = async () => {
  const key = "report-" + new Date().toISOString().slice(0, 10) + ".json";
  await s3.send(new PutObjectCommand({
    Bucket: process.env.REPORT_BUCKET,
    Key: key,
    Body: JSON.stringify({ generatedAt: new Date().toISOString() }),
  }));
  return key;
};
`),
    }),
});

const nightly = new aws.cloudwatch.EventRule("nightly-schedule", {
    description: "Every day at 02:00 UTC",
    scheduleExpression: "cron(0 2 * * ? *)",
});

new aws.cloudwatch.EventTarget("nightly-target", {
    rule: nightly.name,
    arn: fn.arn,
});

new aws.lambda.Permission("allow-eventbridge", {
    action: "lambda:InvokeFunction",
    function: fn.name,
    principal: "events.amazonaws.com",
    sourceArn: nightly.arn,
});

export const reportBucket = reports.bucket;
export const functionArn = fn.arn;
