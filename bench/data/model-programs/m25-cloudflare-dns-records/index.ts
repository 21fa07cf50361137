import * as pulumi from "@pulumi/pulumi";
import * as cloudflare from "@pulumi/cloudflare";

const config = new pulumi.Config();
const zoneId = config.require("zoneId");
const domain = config.get("domain") ?? "example.com";
const appIp = config.get("appIp") ?? "203.0.113.10";

const app = new cloudflare.DnsRecord("app", {
    zoneId: zoneId,
    name: "app",
    type: "A",
    content: appIp,
    proxied: true,
    ttl: 1, // 1 = automatic
});

const www = new cloudflare.DnsRecord("www", {
    zoneId: zoneId,
    name: "www",
    type: "CNAME",
    content: `app.${domain}`,
    proxied: true,
    ttl: 1,
});

const mx = new cloudflare.DnsRecord("mx", {
    zoneId: zoneId,
    name: "@",
    type: "MX",
    content: `mail.${domain}`,
    priority: 10,
    ttl: 3600,
});

export const appHostname = app.name;
export const wwwHostname = www.name;
export const mxRecordId = mx.id;
