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

// The Pub/Sub service agent must be able to publish to the DLQ and ack on the source subscription.
new gcp.pubsub.TopicIAMMember("dlq-publisher", {
    topic: ordersDlq.name,
    role: "roles/pubsub.publisher",
    member: pubsubAgent,
});

export const topicId = orders.id;
export const deadLetterTopicId = ordersDlq.id;
