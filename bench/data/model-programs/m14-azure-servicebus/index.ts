import * as pulumi from "@pulumi/pulumi";
import * as resources from "@pulumi/azure-native/resources";
import * as servicebus from "@pulumi/azure-native/servicebus";

const rg = new resources.ResourceGroup("messaging-rg");

const namespace = new servicebus.Namespace("messaging-ns", {
    resourceGroupName: rg.name,
    location: rg.location,
    sku: {
        name: servicebus.SkuName.Standard,
        tier: servicebus.SkuTier.Standard,
    },
});

const orders = new servicebus.Queue("orders", {
    queueName: "orders",
    resourceGroupName: rg.name,
    namespaceName: namespace.name,
    maxDeliveryCount: 5,
    lockDuration: "PT1M",
    deadLetteringOnMessageExpiration: true,
});

const notifications = new servicebus.Topic("notifications", {
    topicName: "notifications",
    resourceGroupName: rg.name,
    namespaceName: namespace.name,
});

const emailSender = new servicebus.Subscription("email-sender", {
    subscriptionName: "email-sender",
    resourceGroupName: rg.name,
    namespaceName: namespace.name,
    topicName: notifications.name,
});

const keys = servicebus.listNamespaceKeysOutput({
    resourceGroupName: rg.name,
    namespaceName: namespace.name,
    authorizationRuleName: "RootManageSharedAccessKey",
});

export const namespaceName = namespace.name;
export const queueName = orders.name;
export const subscriptionName = emailSender.name;
export const primaryConnectionString = pulumi.secret(keys.primaryConnectionString);
