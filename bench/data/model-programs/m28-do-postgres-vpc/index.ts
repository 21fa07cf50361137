import * as pulumi from "@pulumi/pulumi";
import * as digitalocean from "@pulumi/digitalocean";

const region = "ams3";

const vpc = new digitalocean.Vpc("app-vpc", {
    name: "app-vpc",
    region: region,
    ipRange: "10.20.0.0/16",
});

const pg = new digitalocean.DatabaseCluster("app-pg", {
    engine: "pg",
    version: "16",
    size: digitalocean.DatabaseSlug.DB_1VPCU1GB,
    nodeCount: 1,
    region: region,
    privateNetworkUuid: vpc.id,
});

const db = new digitalocean.DatabaseDb("app", {
    clusterId: pg.id,
    name: "app",
});

const user = new digitalocean.DatabaseUser("app-user", {
    clusterId: pg.id,
    name: "app_user",
});

new digitalocean.DatabaseFirewall("app-pg-firewall", {
    clusterId: pg.id,
    rules: [{ type: "ip_addr", value: vpc.ipRange }],
});

export const privateHost = pg.privateHost;
export const databaseName = db.name;
export const userPassword = pulumi.secret(user.password);
