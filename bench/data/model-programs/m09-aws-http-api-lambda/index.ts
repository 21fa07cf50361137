import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const role = new aws.iam.Role("hello-role", {
    assumeRolePolicy: aws.iam.assumeRolePolicyForPrincipal({ Service: "lambda.amazonaws.com" }),
    managedPolicyArns: [aws.iam.ManagedPolicy.AWSLambdaBasicExecutionRole],
});

const hello = new aws.lambda.Function("hello", {
    runtime: aws.lambda.Runtime.NodeJS20dX,
    handler: "index.handler",
    role: role.arn,
    code: new pulumi.asset.AssetArchive({
        "index.js": new pulumi.asset.StringAsset(`
exports.handler = async () => ({
  statusCode: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify({ message: "hello" }),
});
`),
    }),
});

const api = new aws.apigatewayv2.Api("hello-api", {
    protocolType: "HTTP",
});

const integration = new aws.apigatewayv2.Integration("hello-integration", {
    apiId: api.id,
    integrationType: "AWS_PROXY",
    integrationUri: hello.invokeArn,
    integrationMethod: "POST",
    payloadFormatVersion: "2.0",
});

new aws.apigatewayv2.Route("hello-route", {
    apiId: api.id,
    routeKey: "GET /hello",
    target: pulumi.interpolate`integrations/${integration.id}`,
});

const stage = new aws.apigatewayv2.Stage("default-stage", {
    apiId: api.id,
    name: "$default",
    autoDeploy: true,
});

new aws.lambda.Permission("hello-apigw-invoke", {
    action: "lambda:InvokeFunction",
    function: hello.name,
    principal: "apigateway.amazonaws.com",
    sourceArn: pulumi.interpolate`${api.executionArn}/*/*`,
});

export const invokeUrl = pulumi.interpolate`${stage.invokeUrl}hello`;
