import * as pulumi from "@pulumi/pulumi";
import * as resources from "@pulumi/azure-native/resources";
import * as network from "@pulumi/azure-native/network";
import * as compute from "@pulumi/azure-native/compute";

const config = new pulumi.Config();
const sshPublicKey = config.require("sshPublicKey");
const vmSize = config.get("vmSize") ?? "Standard_B2s";
const adminUsername = "azureuser";

const rg = new resources.ResourceGroup("vm-rg");

const vnet = new network.VirtualNetwork("vm-vnet", {
    resourceGroupName: rg.name,
    location: rg.location,
    addressSpace: { addressPrefixes: ["10.0.0.0/16"] },
});

const nsg = new network.NetworkSecurityGroup("vm-nsg", {
    resourceGroupName: rg.name,
    location: rg.location,
    securityRules: [
        {
            name: "allow-ssh",
            priority: 1000,
            direction: network.SecurityRuleDirection.Inbound,
            access: network.SecurityRuleAccess.Allow,
            protocol: network.SecurityRuleProtocol.Tcp,
            sourcePortRange: "*",
            destinationPortRange: "22",
            sourceAddressPrefix: "*",
            destinationAddressPrefix: "*",
        },
    ],
});

const subnet = new network.Subnet("vm-subnet", {
    resourceGroupName: rg.name,
    virtualNetworkName: vnet.name,
    addressPrefix: "10.0.1.0/24",
    networkSecurityGroup: { id: nsg.id },
});

const publicIp = new network.PublicIPAddress("vm-ip", {
    resourceGroupName: rg.name,
    location: rg.location,
    publicIPAllocationMethod: network.IPAllocationMethod.Static,
    sku: { name: network.PublicIPAddressSkuName.Standard },
});

const nic = new network.NetworkInterface("vm-nic", {
    resourceGroupName: rg.name,
    location: rg.location,
    networkSecurityGroup: { id: nsg.id },
    ipConfigurations: [
        {
            name: "ipconfig1",
            subnet: { id: subnet.id },
            privateIPAllocationMethod: network.IPAllocationMethod.Dynamic,
            publicIPAddress: { id: publicIp.id },
        },
    ],
});

const internalNic = new network.NetworkInterface("vm-nic-internal", {
    resourceGroupName: rg.name,
    location: rg.location,
    ipConfigurations: [
        {
            name: "ipconfig1",
            subnet: { id: subnet.id },
            privateIPAllocationMethod: network.IPAllocationMethod.Dynamic,
        },
    ],
});

const vm = new compute.VirtualMachine("vm", {
    resourceGroupName: rg.name,
    location: rg.location,
    hardwareProfile: { vmSize: vmSize },
    networkProfile: {
        networkInterfaces: [{ id: internalNic.id, primary: true }],
    },
    osProfile: {
        computerName: "ubuntu-vm",
        adminUsername: adminUsername,
        linuxConfiguration: {
            disablePasswordAuthentication: true,
            ssh: {
                publicKeys: [
                    {
                        path: `/home/${adminUsername}/.ssh/authorized_keys`,
                        keyData: sshPublicKey,
                    },
                ],
            },
        },
    },
    storageProfile: {
        imageReference: {
            publisher: "Canonical",
            offer: "0001-com-ubuntu-server-jammy",
            sku: "22_04-lts-gen2",
            version: "latest",
        },
        osDisk: {
            createOption: compute.DiskCreateOptionTypes.FromImage,
            managedDisk: { storageAccountType: compute.StorageAccountTypes.Premium_LRS },
            deleteOption: compute.DiskDeleteOptionTypes.Delete,
        },
    },
});

export const vmName = vm.name;
export const publicIpAddress = publicIp.ipAddress;
