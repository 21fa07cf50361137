import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const table = new aws.dynamodb.Table("sessions", {
    name: "sessions",
    billingMode: "PAY_PER_REQUEST",
    hashKey: "sessionId",
    attributes: [{ name: "sessionId", type: "S" }],
    streamEnabled: true,
    streamViewType: "NEW_AND_OLD_IMAGES",
});

const role = new aws.iam.Role("stream-processor-role", {
    assumeRolePolicy: JSON.stringify({
        Version: "2012-10-17",
        Statement: [{
            Effect: "Allow",
            Principal: { Service: "lambda.amazonaws.com" },
            Action: "sts:AssumeRole",
        }],
    }),
});

new aws.iam.RolePolicyAttachment("stream-processor-exec", {
    role: role.name,
    policyArn: "arn:aws:iam::aws:policy/service-role/AWSLambdaDynamoDBExecutionRole",
});

const processor = new aws.lambda.Function("stream-processor", {
    runtime: aws.lambda.Runtime.Python3d12,
    handler: "handler.main",
    role: role.arn,
    timeout: 60,
    code: new pulumi.asset.AssetArchive({
        "handler.py": new pulumi.asset.StringAsset(
            [
                "def main(event, context):",
                "    for record in event.get('Records', []):",
                "        print(record['eventName'], record['dynamodb'].get('Keys'))",
                "    return {'batch': len(event.get('Records', []))}",
                "",
            ].join("\n"),
        ),
    }),
});

new aws.lambda.EventSourceMapping("sessions-stream", {
    eventSourceArn: table.streamArn,
    functionName: processor.arn,
    batchSize: 50,
    startingPosition: "LATEST",
});

export const tableName = table.name;
export const streamArn = table.streamArn;
