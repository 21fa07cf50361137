import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const caller = aws.getCallerIdentityOutput();

const repo = new aws.ecr.Repository("api-service", {
    name: "api-service",
    imageTagMutability: "IMMUTABLE",
    imageScanningConfiguration: { scanOnPush: true },
    forceDelete: true,
});

new aws.ecr.LifecyclePolicy("api-service-lifecycle", {
    repository: repo.name,
    policy: JSON.stringify({
        rules: [
            {
                rulePriority: 1,
                description: "Keep only the 10 most recent images",
                selection: {
                    tagStatus: "any",
                    countType: "imageCountMoreThan",
                    countNumber: 10,
                },
                action: { type: "expire" },
            },
        ],
    }),
});

new aws.ecr.RepositoryPolicy("api-service-policy", {
    repository: repo.name,
    policy: pulumi.jsonStringify({
        Version: "2012-10-17",
        Statement: [
            {
                Sid: "AllowAccountPull",
                Effect: "Allow",
                Principal: { AWS: pulumi.interpolate`arn:aws:iam::${caller.accountId}:root` },
                Action: [
                    "ecr:BatchGetImage",
                    "ecr:GetDownloadUrlForLayer",
                    "ecr:BatchCheckLayerAvailability",
                ],
            },
        ],
    }),
});

export const repositoryUrl = repo.repositoryUrl;
