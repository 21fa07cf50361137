import * as pulumi from "@pulumi/pulumi";
import * as resources from "@pulumi/azure-native/resources";
import * as storage from "@pulumi/azure-native/storage";

const resourceGroup = new resources.ResourceGroup("rg-assets", {
    resourceGroupName: "rg-assets",
    location: "westeurope",
});

const account = new storage.StorageAccount("assetsstore", {
    resourceGroupName: resourceGroup.name,
    location: resourceGroup.location,
    kind: storage.Kind.StorageV2,
    sku: { name: storage.SkuName.Standard_LRS },
    minimumTlsVersion: storage.MinimumTlsVersion.TLS1_2,
    allowBlobPublicAccess: false,
    enableHttpsTrafficOnly: true,
});

const container = new storage.BlobContainer("assets", {
    containerName: "assets",
    accountName: account.name,
    resourceGroupName: resourceGroup.name,
    publicAccess: storage.PublicAccess.None,
});

export const storageAccountName = account.name;
export const containerName = container.name;
export const primaryBlobEndpoint = account.primaryEndpoints.apply(e => e.blob);
