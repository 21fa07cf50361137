import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const bucketPrefix = config.get("bucketPrefix") ?? "photo-uploads";

const bucket = new aws.s3.Bucket("uploads", {
    bucketPrefix: `${bucketPrefix}-`,
    forceDestroy: true,
});

new aws.s3.BucketPublicAccessBlock("uploads-pab", {
    bucket: bucket.id,
    blockPublicAcls: true,
    blockPublicPolicy: true,
    ignorePublicAcls: true,
    restrictPublicBuckets: true,
});

const role = new aws.iam.Role("processor-role", {
    assumeRolePolicy: aws.iam.assumeRolePolicyForPrincipal({ Service: "lambda.amazonaws.com" }),
});

new aws.iam.RolePolicyAttachment("processor-logs", {
    role: role.name,
    policyArn: aws.iam.ManagedPolicy.AWSLambdaBasicExecutionRole,
});

new aws.iam.RolePolicy("processor-s3-read", {
    role: role.id,
    policy: pulumi.jsonStringify({
        Version: "2012-10-17",
        Statement: [
            {
                Effect: "Allow",
                Action: ["s3:GetObject"],
                Resource: pulumi.interpolate`${bucket.arn}/*`,
            },
            {
                Effect: "Allow",
                Action: ["s3:ListBucket"],
                Resource: bucket.arn,
            },
        ],
    }),
});

const processor = new aws.lambda.Function("processor", {
    runtime: aws.lambda.Runtime.NodeJS20dX,
    handler: "index.handler",
    role: role.arn,
    memorySize: 512,
    timeout: 30,
    code: new pulumi.asset.AssetArchive({
        "index.js": new pulumi.asset.StringAsset(`
exports.handler = async (event) => {
  for (const record of event.Records ?? []) {
    console.log("new upload:", record.s3.bucket.name, record.s3.object.key);
  }
  return { processed: (event.Records ?? []).length };
};
`),
    }),
    environment: {
        variables: { BUCKET_NAME: bucket.bucket },
    },
});

const allowS3 = new aws.lambda.Permission("allow-s3-invoke", {
    action: "lambda:InvokeFunction",
    function: processor.name,
    principal: "s3.amazonaws.com",
    sourceArn: bucket.arn,
});

new aws.s3.BucketNotification("uploads-notification", {
    bucket: bucket.id,
    lambdaFunctions: [
        {
            lambdaFunctionArn: processor.arn,
            events: ["s3:ObjectCreated:*"],
            filterPrefix: "incoming/",
        },
    ],
}, { dependsOn: [allowS3] });

export const bucketName = bucket.bucket;
export const functionName = processor.name;
