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

new aws.sns.TopicSubscription("billing-subscription", {
    topic: topic.arn,
    protocol: "sqs",
    endpoint: billingQueue.arn,
    rawMessageDelivery: true,
});

new aws.sns.TopicSubscription("shipping-subscription", {
    topic: topic.arn,
    protocol: "sqs",
    endpoint: shippingQueue.arn,
    rawMessageDelivery: true,
});

export const topicArn = topic.arn;
export const billingQueueUrl = billingQueue.url;
export const shippingQueueUrl = shippingQueue.url;
