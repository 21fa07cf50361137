import * as pulumi from "@pulumi/pulumi";
import * as cloudflare from "@pulumi/cloudflare";

const config = new pulumi.Config();
const accountId = config.require("accountId");
const zoneId = config.require("zoneId");
const routePattern = config.get("routePattern") ?? "api.example.com/*";

const kv = new cloudflare.WorkersKvNamespace("edge-config", {
    accountId: accountId,
    title: "edge-config",
});

const cache = new cloudflare.WorkersKvNamespace("edge-cache", {
    accountId: accountId,
    title: "edge-cache",
});

const workerSource = `
export default {
  async fetch(request, env) {
    const version = await env.CONFIG.get("version");
    return new Response(JSON.stringify({ status: "ok", version }), {
      headers: { "content-type": "application/json" },
    });
  },
};
`;

const worker = new cloudflare.WorkersScript("edge-router", {
    accountId: accountId,
    scriptName: "edge-router",
    mainModule: "worker.js",
    content: workerSource,
    compatibilityDate: "2024-09-23",
    bindings: [
        {
            name: "CONFIG",
            type: "kv_namespace",
            namespaceId: cache.id,
        },
    ],
});

new cloudflare.WorkersRoute("edge-router-route", {
    zoneId: zoneId,
    pattern: routePattern,
    script: worker.scriptName,
});

export const workerName = worker.scriptName;
export const kvNamespaceId = kv.id;
