import * as pulumi from "@pulumi/pulumi";
import * as aws from "@pulumi/aws";

const topic = new aws.sns.Topic("order-events", {
    name: "order-events",
});

const billingQueue = new aws.sqs.Queue("billing-queue", {
    name: "billing-queue",
    visibilityTimeoutSeconds: 60,
});

const shippingQueue = new aws.sqs.Queue("shipping-queue", {
    name: "shipping-queue",
    visibilityTimeoutSeconds: 60,
});

// Allow the topic (and only this topic) to send messages to a queue.
function allowTopic(name: string, queue: aws.sqs.Queue): aws.sqs.QueuePolicy {
    return new aws.sqs.QueuePolicy(name, {
        queueUrl: queue.url,
        policy: pulumi.jsonStringify({
            Version: "2012-10-17",
            Statement: [
                {
                    Sid: "AllowSnsPublish",
                    Effect: "Allow",
                    Principal: { Service: "sns.amazonaws.com" },
                    Action: "sqs:SendMessage",
                    Resource: queue.arn,
                    Condition: { ArnEquals: { "aws:SourceArn": topic.arn } },
                },
            ],
        }),
    });
}

const billingPolicy = allowTopic("billing-queue-policy", billingQueue);
const shippingPolicy = allowTopic("shipping-queue-policy", shippingQueue);

new aws.sns.TopicSubscription("billing-subscription", {
    topic: topic.arn,
    protocol: "sqs",
    endpoint: billingQueue.arn,
    rawMessageDelivery: true,
}, { dependsOn: [billingPolicy] });

new aws.sns.TopicSubscription("shipping-subscription", {
    topic: topic.arn,
    protocol: "sqs",
    endpoint: shippingQueue.arn,
    rawMessageDelivery: true,
}, { dependsOn: [shippingPolicy] });

export const topicArn = topic.arn;
export const billingQueueUrl = billingQueue.url;
export const shippingQueueUrl = shippingQueue.url;
