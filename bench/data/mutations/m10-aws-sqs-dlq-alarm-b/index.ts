import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const config = new pulumi.Config();
const alertEmail = config.get("alertEmail") ?? "ops@example.com";

const dlq = new aws.sqs.Queue("jobs-dlq", {
    name: "jobs-dlq",
    messageRetentionSeconds: 1209600,
});

const jobs = new aws.sqs.Queue("jobs", {
    name: "jobs",
    redrivePolicy: pulumi.jsonStringify({
        deadLetterTargetArn: dlq.arn,
        maxReceiveCount: 5,
    }),
});

const alerts = new aws.sns.Topic("jobs-alerts");

new aws.sns.TopicSubscription("jobs-alerts-email", {
    topic: alerts.arn,
    protocol: "email",
    endpoint: alertEmail,
});

new aws.cloudwatch.MetricAlarm("jobs-dlq-not-empty", {
    alarmDescription: "Messages are landing in the jobs dead-letter queue",
    namespace: "AWS/SQS",
    metricName: "ApproximateNumberOfMessagesVisible",
    dimensions: { QueueName: dlq.name },
    statistic: "Maximum",
    period: 300,
    evaluationPeriods: 1,
    threshold: 0,
    comparisonOperator: "GreaterThanThreshold",
    treatMissingData: "notBreaching",
    alarmActions: [alerts.arn],
});

export const jobsQueueUrl = jobs.url;
export const dlqUrl = dlq.url;
