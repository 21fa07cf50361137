import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const siteBucket = new aws.s3.Bucket("site-bucket", {
    forceDestroy: true,
});

new aws.s3.BucketPublicAccessBlock("site-bucket-pab", {
    bucket: siteBucket.id,
    blockPublicAcls: true,
    blockPublicPolicy: true,
    ignorePublicAcls: true,
    restrictPublicBuckets: true,
});

new aws.s3.BucketObject("index-html", {
    bucket: siteBucket.id,
    key: "index.html",
    contentType: "text/html",
    content: "<!doctype html><html><body><h1>Hello from CloudFront</h1></body></html>",
});

const oac = new aws.cloudfront.OriginAccessControl("site-oac", {
    description: "OAC for the static site bucket",
    originAccessControlOriginType: "s3",
    signingBehavior: "always",
    signingProtocol: "sigv4",
});

const originId = "s3-site-origin";
// AWS managed "CachingOptimized" cache policy.
const cachingOptimized = "658327ea-f89d-4fab-a63d-7e88639e58f6";

const distribution = new aws.cloudfront.Distribution("site-cdn", {
    enabled: true,
    defaultRootObject: "index.html",
    priceClass: "PriceClass_100",
    origins: [
        {
            originId: originId,
            domainName: siteBucket.bucketRegionalDomainName,
            originAccessControlId: oac.id,
        },
    ],
    defaultCacheBehavior: {
        targetOriginId: originId,
        viewerProtocolPolicy: "redirect-to-https",
        allowedMethods: ["GET", "HEAD"],
        cachedMethods: ["GET", "HEAD"],
        cachePolicyId: cachingOptimized,
        compress: true,
    },
    restrictions: {
        geoRestriction: { restrictionType: "none" },
    },
    viewerCertificate: {
        cloudfrontDefaultCertificate: true,
    },
});

new aws.s3.BucketPolicy("site-bucket-policy", {
    bucket: siteBucket.id,
    policy: pulumi.jsonStringify({
        Version: "2012-10-17",
        Statement: [
            {
                Sid: "AllowCloudFrontRead",
                Effect: "Allow",
                Principal: { Service: "cloudfront.amazonaws.com" },
                Action: "s3:GetObject",
                Resource: pulumi.interpolate`${siteBucket.arn}/*`,
                Condition: { StringEquals: { "AWS:SourceArn": distribution.arn } },
            },
        ],
    }),
});

export const url = pulumi.interpolate`https://${distribution.domainName}`;
export const bucketName = siteBucket.bucket;
