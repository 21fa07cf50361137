import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);
import {
  LAST_USED_FILE,
  MANIFEST_FILE,
  storeLayout
} from "./chunk-WNEYECMP.js";
import {
  formatBytes,
  plural
} from "./chunk-WJJEMXOX.js";
import {
  removeOnDemandPackages
} from "./chunk-IL6MBNOS.js";
import "./chunk-QSHUVBMI.js";
import "./chunk-SLCB7XZA.js";
import "./chunk-7NB5FJPU.js";
import {
  UsageError
} from "./chunk-4SIQRMZG.js";
import "./chunk-TJVHSDNF.js";
import "./chunk-WDVDZIRV.js";

// src/store/render-inventory.ts
function day(date) {
  return date.toISOString().slice(0, 16).replace("T", " ");
}
function renderInventory(inventory) {
  const rows = inventory.units.map((unit) => [
    unit.package?.name ?? unit.id,
    unit.package?.version ?? "",
    unit.package?.name === "@pulumi/pulumi" ? "-" : unit.pulumiVersion,
    formatBytes(unit.bytes),
    day(unit.lastUsed)
  ]);
  const header = ["PACKAGE", "VERSION", "FOR PULUMI", "SIZE", "LAST USED (UTC)"];
  const widths = header.map(
    (title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length))
  );
  const line = (cells) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join("  ").trimEnd();
  const lastCombo = inventory.combos.reduce(
    (latest, combo) => latest === void 0 || combo.lastUsed > latest ? combo.lastUsed : latest,
    void 0
  );
  return [
    `package store: ${inventory.root} (${formatBytes(inventory.totalBytes)} on disk, hard links counted once)`,
    ...rows.length === 0 ? ["no packages installed"] : [line(header), ...rows.map(line)],
    `${plural(inventory.combos.length, "combination")} (node_modules made of links)${lastCombo === void 0 ? "" : `, last used ${day(lastCombo)}`}`,
    ...inventory.incomplete > 0 ? [`${inventory.incomplete} incomplete install(s) under tmp/`] : [],
    ""
  ].join("\n");
}
function renderPrune(result) {
  const units = result.removed.filter((entry) => entry.kind === "unit");
  const combos = result.removed.length - units.length;
  const names = units.map(
    (unit) => unit.package === void 0 ? unit.id : `${unit.package.name}@${unit.package.version}`
  );
  return `removed ${plural(units.length, "package version")}${names.length > 0 ? ` (${names.join(", ")})` : ""} and ${combos} combination${combos === 1 ? "" : "s"}; freed ${formatBytes(result.freedBytes)}
`;
}

// src/store/store-inventory.ts
import { existsSync } from "node:fs";
import { lstat, readdir, readFile, rm, stat } from "node:fs/promises";
import { join } from "node:path";
async function uniqueBytes(dir, seen, filesAreLinks = false) {
  const own = await lstat(dir).catch(() => void 0);
  if (own === void 0) return 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  const sizes = await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return uniqueBytes(path, seen, filesAreLinks);
      if (filesAreLinks && entry.isFile()) return 0;
      const info = await lstat(path);
      if (seen.has(info.ino)) return 0;
      seen.add(info.ino);
      return info.blocks * 512;
    })
  );
  return sizes.reduce((sum, size) => sum + size, own.blocks * 512);
}
async function readEntry(kind, id, dir, seen) {
  let manifest;
  try {
    manifest = JSON.parse(await readFile(join(dir, MANIFEST_FILE), "utf8"));
  } catch {
    return void 0;
  }
  const used = await stat(join(dir, LAST_USED_FILE)).catch(() => void 0);
  const entry = {
    kind,
    id,
    dir,
    ...manifest.package !== void 0 ? { package: manifest.package } : {},
    pulumiVersion: manifest.pulumiVersion,
    units: manifest.units ?? [],
    bytes: await uniqueBytes(dir, seen, kind === "combo"),
    lastUsed: used?.mtime ?? new Date(manifest.createdAt)
  };
  return entry;
}
async function entriesIn(kind, dir, seen) {
  const names = existsSync(dir) ? (await readdir(dir)).sort() : [];
  const entries = [];
  for (const name of names) {
    const entry = await readEntry(kind, name, join(dir, name), seen);
    if (entry !== void 0) entries.push(entry);
  }
  return entries;
}
async function readInventory(layout) {
  const seen = /* @__PURE__ */ new Set();
  const units = await entriesIn("unit", layout.unitsDir, seen);
  const combos = await entriesIn("combo", layout.combosDir, seen);
  const incomplete = existsSync(layout.tmpDir) ? (await readdir(layout.tmpDir)).length : 0;
  const tmpBytes = await uniqueBytes(layout.tmpDir, seen);
  const totalBytes = [...units, ...combos].reduce((sum, entry) => sum + entry.bytes, tmpBytes);
  return { root: layout.root, units, combos, incomplete, totalBytes };
}
var DAY_MS = 24 * 60 * 60 * 1e3;
var ABANDONED_MS = 60 * 60 * 1e3;
async function removeAbandonedInstalls(tmpDir, now) {
  const names = existsSync(tmpDir) ? await readdir(tmpDir) : [];
  for (const name of names) {
    const info = await stat(join(tmpDir, name)).catch(() => void 0);
    if (info !== void 0 && now.getTime() - info.mtime.getTime() > ABANDONED_MS) {
      await rm(join(tmpDir, name), { recursive: true, force: true });
    }
  }
}
async function pruneStore(layout, rule, now) {
  const before = await readInventory(layout);
  if (rule.kind === "all") {
    await rm(layout.root, { recursive: true, force: true });
    return { removed: [...before.units, ...before.combos], freedBytes: before.totalBytes };
  }
  const stale = (entry) => rule.kind === "older-than" && now.getTime() - entry.lastUsed.getTime() > rule.days * DAY_MS;
  const combos = before.combos.filter(stale);
  const kept = new Set(before.combos.filter((c) => !combos.includes(c)).flatMap((c) => c.units));
  const units = before.units.filter(
    (unit) => !kept.has(unit.id) && (rule.kind === "unused" ? true : stale(unit))
  );
  const removed = [...combos, ...units];
  for (const entry of removed) await rm(entry.dir, { recursive: true, force: true });
  await removeAbandonedInstalls(layout.tmpDir, now);
  return { removed, freedBytes: removed.reduce((sum, entry) => sum + entry.bytes, 0) };
}

// src/cli/handlers/cache.ts
function storeDir(context) {
  const value = context.values["store"];
  return typeof value === "string" ? value : context.env.storeDir;
}
function pruneRule(context) {
  const { values } = context;
  const older = values["older-than"];
  const chosen = [values["all"] === true, values["unused"] === true, older !== void 0].filter(Boolean);
  if (chosen.length > 1) throw new UsageError("give one of --unused, --older-than DAYS or --all");
  if (values["all"] === true) return { kind: "all" };
  if (typeof older === "string") {
    const days = Number(older);
    if (!Number.isFinite(days) || days < 0) {
      throw new UsageError(`--older-than takes a number of days, e.g. --older-than 30, not '${older}'`);
    }
    return { kind: "older-than", days };
  }
  return { kind: "unused" };
}
async function runCacheLs(context) {
  const inventory = await readInventory(storeLayout(storeDir(context)));
  context.io.stdout(
    context.values["json"] === true ? `${JSON.stringify(inventory, null, 2)}
` : renderInventory(inventory)
  );
  return 0;
}
async function runCachePrune(context) {
  const rule = pruneRule(context);
  const result = await pruneStore(storeLayout(storeDir(context)), rule, /* @__PURE__ */ new Date());
  context.io.stdout(renderPrune(result));
  if (rule.kind === "all") {
    const { removed } = removeOnDemandPackages(context.env.cacheDir);
    context.io.stdout(
      `removed ${plural(removed.length, "added package")}${removed.length > 0 ? ` (${removed.join(", ")})` : ""}
`
    );
  }
  return 0;
}
export {
  runCacheLs,
  runCachePrune
};
