import * as pulumi from "@pulumi/pulumi";
import * as gcp from "@pulumi/gcp";

const project = gcp.organizations.getProjectOutput({});
const pubsubAgent = pulumi.interpolate`serviceAccount:service-${project.number}@gcp-sa-pubsub.iam.gserviceaccount.com`;

const orders = new gcp.pubsub.Topic("orders", {
    name: "orders",
});

const ordersDlq = new gcp.pubsub.Topic("orders-dlq", {
    name: "orders-dlq",
});

const worker = new gcp.pubsub.Subscription("orders-worker", {
    name: "orders-worker",
    topic: ordersDlq.id,
    ackDeadlineSeconds: 20,
    messageRetentionDuration: "604800s",
    deadLetterPolicy: {
        deadLetterTopic: ordersDlq.id,
        maxDeliveryAttempts: 5,
    },
});

// The Pub/Sub service agent must be able to publish to the DLQ and ack on the source subscription.
new gcp.pubsub.TopicIAMMember("dlq-publisher", {
    topic: ordersDlq.name,
    role: "roles/pubsub.publisher",
    member: pubsubAgent,
});

new gcp.pubsub.SubscriptionIAMMember("worker-subscriber", {
    subscription: worker.name,
    role: "roles/pubsub.subscriber",
    member: pubsubAgent,
});

export const topicId = orders.id;
export const subscriptionId = worker.id;
export const deadLetterTopicId = ordersDlq.id;
