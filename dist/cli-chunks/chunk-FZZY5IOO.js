import { createRequire as __pgCreateRequire } from 'node:module'; const require = __pgCreateRequire(import.meta.url);

// src/language/number-words.ts
var NUMBER_WORDS = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  "forty-five": 45,
  sixty: 60,
  ninety: 90
};
var NUMBER_WORD_PATTERN = Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join("|");
function numberSaid(word) {
  const lower = word.toLowerCase();
  return /^\d+$/.test(lower) ? Number(lower) : NUMBER_WORDS[lower];
}

// src/language/durations.ts
var MILLISECONDS = {
  millisecond: 1,
  second: 1e3,
  minute: 6e4,
  hour: 36e5,
  day: 864e5
};
function unitOf(word) {
  const lower = word.toLowerCase();
  if (/^(?:milliseconds?|millis|ms)$/.test(lower)) return "millisecond";
  if (/^(?:seconds?|secs?)$/.test(lower)) return "second";
  if (/^(?:minutes?|mins?)$/.test(lower)) return "minute";
  if (/^hours?$/.test(lower)) return "hour";
  if (/^days?$/.test(lower)) return "day";
  return void 0;
}
function inputTimeUnit(name, doc) {
  const suffix = /(Milliseconds|Millis|Ms|Seconds|Secs|Minutes|Mins|Hours|Days)$/.exec(name)?.[1];
  if (suffix !== void 0) return unitOf(suffix);
  const said = /\bin (milliseconds|seconds|minutes|hours|days)\b|\((milliseconds|seconds|minutes|hours|days)\)/i.exec(
    doc
  );
  return said === null ? void 0 : unitOf(said[1] ?? said[2] ?? "");
}
function convertDuration(amount, words, to) {
  const from = unitOf(/^[\s-]*([A-Za-z]+)/.exec(words)?.[1] ?? "");
  if (from === void 0 || to === void 0) return void 0;
  const value = amount * (MILLISECONDS[from] ?? 1) / (MILLISECONDS[to] ?? 1);
  return Number.isInteger(value) ? value : void 0;
}
function durationText(amount, words) {
  const seconds = convertDuration(amount, words, "second");
  return seconds === void 0 ? void 0 : `${seconds}s`;
}
var FIVE_FIELDS = /^(?:[\w*\/,-]+\s+){4}[\w*\/,-]+$/;
var AWS_CRON = /^cron\(([\w*\/,-]+) ([\w*\/,-]+) ([\w*\/,?-]+) ([\w*\/,-]+) ([\w*\/,?#-]+) [\w*\/,-]+\)$/;
function scheduleAsCron(expression) {
  if (FIVE_FIELDS.test(expression)) return expression;
  const aws = AWS_CRON.exec(expression);
  if (aws !== null) {
    const [minute, hour, day, month, weekday] = aws.slice(1).map((field) => field === "?" ? "*" : field);
    return /\d/.test(weekday ?? "") ? void 0 : `${minute} ${hour} ${day} ${month} ${weekday}`;
  }
  const match = /^rate\((\d+) (minute|hour)s?\)$/.exec(expression);
  if (match === null) return void 0;
  const every = Number(match[1]);
  const step = every === 1 ? "*" : `*/${every}`;
  return match[2] === "minute" ? `${step} * * * *` : `0 ${step} * * *`;
}
function scheduleAsAws(expression) {
  if (!FIVE_FIELDS.test(expression)) return expression;
  const [minute, hour, day, month, weekday] = expression.split(/\s+/);
  if (/\d/.test(weekday ?? "")) return void 0;
  const [days, weekdays] = weekday === "*" ? [day, "?"] : ["?", weekday];
  return `cron(${minute} ${hour} ${days} ${month} ${weekdays} *)`;
}
function timeOfDay(hours, minutes, half) {
  let hour = Number(hours);
  const minute = Number(minutes ?? "0");
  const meridiem = half?.toLowerCase();
  if (meridiem !== void 0 && (hour < 1 || hour > 12)) return void 0;
  if (meridiem === "pm" && hour !== 12) hour += 12;
  if (meridiem === "am" && hour === 12) hour = 0;
  return hour <= 23 && minute <= 59 ? [hour, minute] : void 0;
}

// src/language/literals.ts
var LITERAL_KINDS = [
  "email",
  "url",
  "cidr",
  "ip",
  "instance-type",
  "availability-zone",
  "region",
  "port",
  "number",
  "quoted",
  "engine",
  "event-name",
  "schedule",
  "role",
  "http-method",
  "resource-id",
  "arn",
  "image",
  "tag",
  "entry"
];
var WELL_KNOWN_PORTS = {
  http: 80,
  https: 443,
  ssh: 22,
  rdp: 3389,
  mysql: 3306,
  postgres: 5432,
  postgresql: 5432,
  redis: 6379
};
var MACHINE_COUNT = "instances?|nodes?|replicas?|tasks?|brokers?|workers?|pods?";
var EVENT_COUNT = "periods|datapoints|data\\s+points|attempts|retries|tries|times|failures|receives";
var SINGLE_MACHINE = new RegExp(String.raw`^(?:${MACHINE_COUNT.replace(/s\?/g, "")})$`, "i");
var TOP_LEVEL_DOMAINS = "com|net|org|io|dev|app|co|ai|cloud|tech|info|biz|xyz|site|online|me|us|uk|eu|de|fr|nl|ca|au|jp|in|ch|se|no|dk|fi|es|it|pl|br|mx|nz|internal|local|corp|example";
var CLOUD_DOMAINS = String.raw`\bamazonaws|\bgoogleapis|\bgserviceaccount|\bwindows|\bazure`;
var DOMAIN_NAME = String.raw`(?:\*\.)?(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?<!(?:${CLOUD_DOMAINS})\.)(?:${TOP_LEVEL_DOMAINS})`;
var isDomainName = (value) => new RegExp(`^${DOMAIN_NAME}$`, "i").test(value);
var METRIC_NAMESPACE = /\bAWS\/[A-Za-z][A-Za-z0-9]*\b/g;
var writtenAsValue = (literal) => literal.kind === "quoted" && (/^["'`“]/.test(literal.text) || literal.text.startsWith("AWS/"));
var PATTERNS = [
  {
    kind: "arn",
    // The Amazon Resource Name of a thing the user has: `arn:aws:sns:us-east-1:123456789012:oncall` (the region
    // and account inside it are no values of their own).
    regex: /\barn:aws[a-z-]*:[a-z0-9-]+:[a-z0-9-]*:\d{0,12}:[A-Za-z0-9_\-/:.*+=,@]*[A-Za-z0-9_*]/g,
    value: (m) => m[0]
  },
  {
    kind: "url",
    regex: /\b(?:https?|s3|gs|s3a|abfss?|wasbs?):\/\/[^\s'"`)<>]+[^\s'"`)<>.,;:]/g,
    value: (m) => m[0]
  },
  {
    kind: "schedule",
    // A schedule written as an expression: `cron(0 1 * * ? *)`, `rate(5 minutes)`, or a five-field cron in
    // quotes or brackets ("30 2 * * *"). Its fields are no numbers of their own.
    regex: /\b(?:cron\((?:[\w*\/,?#-]+ ){5}[\w*\/,-]+\)|rate\(\d+ (?:minute|hour|day)s?\))|(?<=["'`“(])(?=[^"'`”)]*\*)(?:[\d*][\d*\/,-]*\s+){4}[\w*\/,-]+(?=["'`”)])/g,
    value: (m) => m[0]
  },
  // A role as Google Cloud IAM names it: `roles/storage.objectViewer`, `projects/p/roles/custom` (its words
  // name no resource: "objectViewer" is no bucket object).
  {
    kind: "role",
    regex: /\b(?:(?:projects|organizations)\/[\w.-]+\/)?roles\/[A-Za-z][\w.]*[A-Za-z0-9]/g,
    value: (m) => m[0]
  },
  { kind: "email", regex: /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g, value: (m) => m[0] },
  { kind: "cidr", regex: /\b\d{1,3}(?:\.\d{1,3}){3}\/\d{1,2}\b/g, value: (m) => m[0] },
  {
    kind: "cidr",
    // Traffic "from anywhere" comes from every IPv4 address.
    regex: /(?<=\bfrom\s+)(?:anywhere|everywhere|the\s+(?:internet|whole\s+internet)|any\s+(?:IP|address|source))\b/gi,
    value: () => "0.0.0.0/0"
  },
  { kind: "ip", regex: /\b\d{1,3}(?:\.\d{1,3}){3}\b/g, value: (m) => m[0] },
  {
    kind: "instance-type",
    // `db.t3.micro`, `cache.r6g.large`, `t2.micro`, `m5.large`, `t3.small.search`, `Standard_D2s_v3`; Google Cloud machine types:
    // `e2-standard-4`, `n2-highmem-8`, `e2-micro`; Aurora Serverless v2's class, `db.serverless`.
    regex: /\bdb\.serverless\b|\b(?:(?:db|cache|search|ml|kafka|mq)\.)?[a-z]{1,3}\d[a-z0-9-]*\.(?:nano|micro|small|medium|(?:\d{0,2}x)?large|metal)(?:\.search)?\b|\bStandard_[A-Z]\w+\b|\b[a-z]\d[a-z]?-(?:standard|highmem|highcpu|highgpu|megamem|ultramem|micro|small|medium)(?:-\d+)?\b/g,
    value: (m) => m[0]
  },
  {
    kind: "availability-zone",
    // AWS's `us-east-1a`; Google Cloud's `us-central1-a`, `europe-west4-b`.
    regex: /\b[a-z]{2}(?:-[a-z]+)+-\d[a-f]\b|\b(?:europe|asia|us|northamerica|southamerica|australia|me|africa)-[a-z]+\d-[a-f]\b/g,
    value: (m) => m[0]
  },
  {
    kind: "region",
    regex: /\b(?:(?:us|eu|ap|sa|ca|me|af|il|mx)-(?:east|west|north|south|central|northeast|southeast|southwest|northwest)-\d|(?:east|west|north|south|central)us\d?|(?:north|west)europe|(?:east|southeast)asia|(?:europe|asia|us|northamerica|southamerica|australia)-[a-z]+\d)\b(?!-[a-f]\b)/g,
    value: (m) => m[0]
  },
  {
    kind: "region",
    // A multi-region location said as one ("the EU multi-region", "a US multi-regional bucket").
    regex: /\b(EU|US|ASIA)(?=\s+multi-?region(?:al)?\b)/g,
    value: (m) => m[0]
  },
  {
    kind: "port",
    regex: /\b(?:ports?|tcp|udp|(?:https?|ssh|rdp)\s+on)\s+(\d{2,5})\b|\b(\d{2,5})\s*\/\s*tcp\b|\b(https?|ssh|rdp)\b(?=\s+(?:access|traffic|ingress|port|inbound|requests?|connections?|from)\b)/gi,
    value: (m) => {
      const numeric = m[1] ?? m[2];
      if (numeric !== void 0) return Number(numeric);
      return WELL_KNOWN_PORTS[(m[3] ?? "").toLowerCase()];
    }
  },
  {
    kind: "port",
    // "HTTPS (443)": a number in parentheses after a protocol is its port. (A list, "HTTP/HTTPS (80 and 443)",
    // is left to the words around each number: such requests often ask for several rules.)
    regex: /(?<=\b(?:https?|ssh|rdp|tcp|udp|smtp|grpc)\s*\()(\d{2,5})(?=\))/gi,
    value: (m) => Number(m[1])
  },
  {
    kind: "port",
    // "a target group on 8080", "listens on 3000": a number of four or five digits something is on, no amount.
    regex: /(?<=\bon\s+)(\d{4,5})\b(?![.,]\d|\s*(?:%|\/|-\d|[kmgt]i?b\b|ms\b|s\b|seconds?\b|minutes?\b|hours?\b|days?\b|usd\b|dollars?\b|[a-z]+s\b))/gi,
    value: (m) => {
      const port = Number(m[1]);
      return port >= 1024 && port <= 65535 ? port : void 0;
    }
  },
  {
    kind: "event-name",
    // Event type names: `s3:ObjectCreated:*`, `ec2:StateChange`.
    regex: /\b[a-z][a-z0-9-]*:[A-Z]\w*(?::[\w*]+)*(?:\*)?/g,
    value: (m) => m[0]
  },
  {
    kind: "tag",
    // A tag said as `Key=Value` after a word of tagging: "tag it Name=bastion", "Tag everything
    // Environment=prod", "with tags Team=data and CostCenter=42".
    regex: /(?<=\btag(?:s|ged|ging)?\b[^.;\n]{0,60}?)(?<![\w.=-])[A-Za-z][\w.:-]{0,40}=[\w.:\/@+-]*[\w]/gi,
    value: (m) => m[0]
  },
  {
    kind: "entry",
    // A setting said as `KEY=value`, its key in capitals as environments and config files write them:
    // "a ConfigMap with LOG_LEVEL=info", "REPORT_FORMAT=pdf". After a word of tagging it is a tag (above).
    regex: /(?<![\w.=-])[A-Z][A-Z0-9_]*=[\w.:\/@+-]*[\w]/g,
    value: (m) => m[0]
  },
  {
    kind: "image",
    // A container image with its tag: `nginx:1.27`, `curlimages/curl:8.10.1`, `ghcr.io/acme/api:1.4.0`,
    // `node:latest`. A tag says a version (a digit) or `latest`: `env:prod` is a tag of another kind, `02:00` a time.
    regex: /(?<![\w.:\/@-])(?:[a-z0-9][a-z0-9.-]*(?::\d+)?\/)?(?:[a-z0-9][a-z0-9._-]*\/)*(?=[a-z0-9._-]*[a-z])[a-z0-9][a-z0-9._-]*:(?:latest|[A-Za-z0-9._-]*\d[A-Za-z0-9._-]*)(?![\w\/:]|\.\w)/g,
    value: (m) => m[0].replace(/\.$/, "")
  },
  {
    kind: "resource-id",
    // The id of a thing the user has: `subnet-0a1b2c3d4e5f60718`, `vpc-0a1b2c3d`, `sg-…`, `ami-…`; 8 to 17
    // hex digits, as AWS writes them (8 or 17) or as a request may miscount them.
    regex: /\b(?:subnet|vpc|sg|ami|igw|rtb|nat|eni|vol|snap|vpce|tgw|lt|eipalloc|i)-[0-9a-f]{8,17}\b/g,
    value: (m) => m[0]
  },
  {
    kind: "resource-id",
    // A Route 53 hosted zone's id: `Z0123456789ABCDEFGHIJ`, `Z2FDTNDATAQYW2` (a capital Z, capitals and digits).
    regex: /\bZ(?=[0-9A-Z]*\d)[0-9A-Z]{9,31}\b/g,
    value: (m) => m[0]
  },
  { kind: "quoted", regex: METRIC_NAMESPACE, value: (m) => m[0], unquoted: true },
  {
    kind: "quoted",
    // A domain name said as it is written: `acme.dev`, `www.acme.dev`, `*.api.acme.io`, `internal.acme-corp.com`.
    // Only under a top-level domain people name things under, so `index.html`, `app.py` and `Node.js` are none,
    // and not a cloud's own (`lambda.amazonaws.com` is a service principal, a name the user does not give).
    regex: new RegExp(String.raw`(?<![\w@.\/:-])${DOMAIN_NAME}(?![\w-]|\.[a-z0-9])`, "gi"),
    value: (m) => m[0].toLowerCase(),
    unquoted: true
  },
  {
    kind: "http-method",
    // A method said as a route says it, before its path or as a method: "POST /events", "a GET method". Said
    // with a path, the value is the route (`GET /items`, a route key); its text is the method alone, so the
    // path stays a literal of its own.
    regex: /\b(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(?=\s+(?:(\/[\w.{}\/-]*[\w}]|\/)|methods?\b|requests?\b))/g,
    value: (m) => m[2] === void 0 ? m[1] ?? "" : `${m[1] ?? ""} ${m[2]}`
  },
  {
    kind: "engine",
    // Database and cache engines, as engine inputs spell them: "Aurora MySQL" → aurora-mysql.
    regex: /\b(?:aurora[\s-](?:mysql|postgres(?:ql)?)|mysql|postgres(?:ql)?|mariadb|redis|memcached|valkey|sqlserver|oracle)\b/gi,
    value: (m) => m[0].toLowerCase().replace(/\s+/, "-").replace(/^postgresql$/, "postgres").replace(/^aurora-postgres$/, "aurora-postgresql")
  },
  {
    kind: "schedule",
    // "every day at 01:00 UTC", "a daily rule at 05:00", "nightly at 2 AM", "at 03:30 every day": a day at a
    // time, as an AWS cron expression writes it.
    regex: /(?<![\w-])(?:(?:every|each)\s+(?:day|night)|daily|nightly)(?:\s+[a-z]+){0,2}?\s+at\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?:\s*UTC)?\b|\bat\s+(\d{1,2})(?::(\d{2}))?\s*(am|pm)?(?:\s*UTC)?\s+(?:(?:every|each)\s+(?:day|night)|daily|nightly)\b/gi,
    value: (m) => {
      const time = timeOfDay(m[1] ?? m[4] ?? "", m[2] ?? m[5], m[3] ?? m[6]);
      return time === void 0 ? void 0 : `cron(${time[1]} ${time[0]} * * ? *)`;
    }
  },
  {
    kind: "schedule",
    // "every 5 minutes", "every fifteen minutes", "every hour", "hourly", "daily": a rate, as AWS schedule
    // expressions write it.
    // Not a word of a name: "daily-vault", "nightly-plan".
    regex: new RegExp(
      String.raw`\bevery\s+(?:(\d+|${NUMBER_WORD_PATTERN})\s+)?(minute|hour|day)s?\b|(?<![\w-])(hourly|daily)(?![\w-])`,
      "gi"
    ),
    value: (m) => {
      const count = numberSaid(m[1] ?? "1") ?? 1;
      const unit = m[2]?.toLowerCase() ?? (m[3]?.toLowerCase() === "hourly" ? "hour" : "day");
      return `rate(${count} ${unit}${count === 1 ? "" : "s"})`;
    }
  },
  {
    kind: "quoted",
    regex: /"([^"\n]{1,120})"|(?<!\w)'([^'\n]{1,120})'(?!\w)|`([^`\n]{1,120})`|“([^”\n]{1,120})”/g,
    value: (m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? "").trim() || void 0
  },
  {
    kind: "quoted",
    // An unquoted name the request gives a thing: "a topic called notifications", "named report-reader",
    // "named my-logs", "call it orders-bus", "with the identifier ledger", "its ID should be containers" (a
    // name that starts with a function word is still a name).
    regex: /(?<=\b(?:named|called|titled|(?:call|name)\s+it|the\s+(?:name|identifier)|(?:its|whose)\s+(?:name|[Ii][Dd]|identifier)\s+(?:is|should\s+be|must\s+be|will\s+be))\s+)(?!(?:a|an|the|of|after|by|with|for|like|in|on|to|as|and|or|my|our|your|its|their|this|that|it|something|whatever)(?![\w.-]))[A-Za-z0-9][\w./-]*[A-Za-z0-9]/g,
    value: (m) => m[0],
    unquoted: true
  },
  {
    kind: "quoted",
    // An identifier written as code, unquoted: a camelCase name (`orderId`, `createdAt`). Not a product's name:
    // those start with a capital (`DynamoDB`) or one letter (`iPhone`, `eBay`), or end in capitals (`macOS`, `gRPC`).
    regex: /(?<![\w.\/@-])[a-z]{2,}[0-9]*(?:[A-Z][a-z0-9]+)+(?![\w\/@-]|\.\w)/g,
    value: (m) => m[0],
    unquoted: true
  },
  {
    kind: "quoted",
    // An unquoted path the request gives a thing: "an /items resource", "POST /events", "the path /health".
    regex: /(?<=(?:^|[\s(]))\/[A-Za-z{][\w.{}-]*(?:\/[\w.{}-]+)*\/?(?=[\s,;.)]|$)/g,
    value: (m) => m[0].replace(/\.$/, ""),
    unquoted: true
  },
  {
    kind: "quoted",
    // A key prefix said as one, unquoted: "under the uploads/ prefix", "in the logs/2024/ folder".
    regex: /(?<=(?:^|\s))[A-Za-z0-9][\w.-]*(?:\/[\w.-]+)*\/(?=\s+(?:prefix|folder|directory|path)\b)/g,
    value: (m) => m[0],
    unquoted: true
  },
  {
    kind: "number",
    // A number with its unit or noun: "20 GB", "60 seconds", "10000 requests", "500 per second", "10 messages";
    // not the end of a name ("s-2vcpu-4gb", a machine size).
    regex: new RegExp(
      String.raw`(?<![\w.\/-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?)\s*(?:-\s*)?(gb|gib|mb|mib|tb|seconds?|secs?|minutes?|mins?|hours?|days?|months?|requests?(?:\s*(?:\/|per)\s*(?:second|sec|s|minute|min|hour|day|month))?|per\s+\w+|%|percent|${MACHINE_COUNT}|characters?|units?|messages?)(?![\w])`,
      "gi"
    ),
    value: (m) => {
      const amount = Number((m[1] ?? "").replace(/,/g, ""));
      return amount !== 1 && SINGLE_MACHINE.test(m[2] ?? "") ? void 0 : amount;
    }
  },
  {
    kind: "number",
    // A length of time in words: "for thirty days", "two hours".
    regex: new RegExp(
      String.raw`\b(${NUMBER_WORD_PATTERN})[\s-]+(seconds?|minutes?|hours?|days?|weeks?|months?|years?)\b`,
      "gi"
    ),
    value: (m) => numberSaid(m[1] ?? "")
  },
  {
    kind: "number",
    // A count in words of the machines a thing runs or of events: "two nginx replicas", "three e2-medium
    // nodes", "two consecutive 5-minute periods".
    regex: new RegExp(
      String.raw`\b(${NUMBER_WORD_PATTERN})(?![\w-])(?=\s+(?:[\w.-]+\s+){0,2}(?:${MACHINE_COUNT}|${EVENT_COUNT})\b)`,
      "gi"
    ),
    value: (m) => numberSaid(m[1] ?? ""),
    unitless: true
  },
  {
    kind: "number",
    // Any other number standing alone (not inside a time, a version path, a CIDR or a name): "1 shard",
    // "batches of 10", "engine version 15.4". A version with a trailing zero stays text ("1.30").
    regex: /(?<![\w.:/-])\d+(?:\.\d+)*(?![\w:/%-]|\.\w)/g,
    value: (m) => String(Number(m[0])) === m[0] ? Number(m[0]) : m[0],
    unitless: true
  }
];
function extractLiterals(text) {
  const claimed = [];
  const out = [];
  const overlaps = (start, end) => claimed.some((c) => start < c.end && end > c.start);
  for (const pattern of PATTERNS) {
    for (const match of text.matchAll(new RegExp(pattern.regex.source, pattern.regex.flags))) {
      const start = match.index;
      const end = start + match[0].length;
      if ((pattern.kind !== "quoted" || pattern.unquoted === true) && overlaps(start, end)) continue;
      const value = pattern.value(match);
      if (value === void 0) continue;
      if (pattern.kind === "quoted" && out.some((l) => l.start >= start && l.start < end && l.value === value))
        continue;
      claimed.push({ start, end });
      out.push({
        kind: pattern.kind,
        value,
        text: match[0],
        start,
        ...pattern.unitless === true ? { unitless: true } : {}
      });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}
var NAME_GIVEN = /\b(?:named|called|titled|(?:call|name)\s+it|the\s+(?:name|identifier)|(?:its|whose)\s+(?:name|[Ii][Dd]|identifier)\s+(?:is|should\s+be|must\s+be|will\s+be))\s+["'`“]?$/i;
function givenNames(text, literals = extractLiterals(text)) {
  return literals.filter((l) => isGivenName(text, l));
}
function isGivenName(text, literal) {
  return literal.kind === "quoted" && NAME_GIVEN.test(text.slice(Math.max(0, literal.start - 30), literal.start));
}

export {
  NUMBER_WORDS,
  NUMBER_WORD_PATTERN,
  numberSaid,
  inputTimeUnit,
  convertDuration,
  durationText,
  scheduleAsCron,
  scheduleAsAws,
  LITERAL_KINDS,
  MACHINE_COUNT,
  isDomainName,
  METRIC_NAMESPACE,
  writtenAsValue,
  extractLiterals,
  givenNames,
  isGivenName
};
