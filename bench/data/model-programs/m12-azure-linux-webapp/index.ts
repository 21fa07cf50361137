import * as pulumi from "@pulumi/pulumi";
import * as azure_native from "@pulumi/azure-native";

const config = new pulumi.Config();
const location = config.get("location") ?? "eastus";
const nodeEnv = config.get("nodeEnv") ?? "production";

const resourceGroup = new azure_native.resources.ResourceGroup("webapp-rg", {
    location: location,
});

const plan = new azure_native.web.AppServicePlan("webapp-plan", {
    resourceGroupName: resourceGroup.name,
    location: resourceGroup.location,
    kind: "linux",
    reserved: true,
    sku: {
        name: "B1",
        tier: "Basic",
    },
});

const app = new azure_native.web.WebApp("webapp", {
    resourceGroupName: resourceGroup.name,
    location: resourceGroup.location,
    serverFarmId: plan.id,
    kind: "app,linux",
    httpsOnly: true,
    siteConfig: {
        linuxFxVersion: "NODE|20-lts",
        alwaysOn: true,
        minTlsVersion: azure_native.web.SupportedTlsVersions.SupportedTlsVersions_1_2,
        appSettings: [
            { name: "NODE_ENV", value: nodeEnv },
            { name: "WEBSITE_NODE_DEFAULT_VERSION", value: "~20" },
        ],
    },
});

export const defaultHostname = app.defaultHostName;
export const url = pulumi.interpolate`https://${app.defaultHostName}`;
