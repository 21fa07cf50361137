import type { Callback } from '@pulumi/pulumi/proto/callback_pb.js';
import resourcePbModule from '@pulumi/pulumi/proto/resource_pb.js';

import type { TransformAnswer } from './transform-channel.js';

const resourcePb = resourcePbModule;

type RegisterRequest = InstanceType<typeof resourcePb.RegisterResourceRequest>;
type TransformOptions = InstanceType<typeof resourcePb.TransformResourceOptions>;
type PropertyStruct = ReturnType<RegisterRequest['getObject']>;

/** A transform the program registered: the SDK's callback server address in the child and its token. */
export interface TransformCallback {
  readonly target: string;
  readonly token: string;
}

/** Calls one transform in the child (through the transform channel). */
export type TransformInvoker = (
  target: string,
  token: string,
  request: Uint8Array,
) => Promise<TransformAnswer>;

/** What a registration becomes once its transforms ran: what the engine registers. */
export interface TransformedRegistration {
  readonly object: PropertyStruct;
  readonly provider: string;
  readonly dependencies: readonly string[];
}

export type TransformOutcome =
  | { readonly kind: 'applied'; readonly registration: TransformedRegistration }
  | { readonly kind: 'failed'; readonly message: string }
  | { readonly kind: 'unreachable'; readonly reason: string };

export function callbacksOf(callbacks: readonly Callback[]): TransformCallback[] {
  return callbacks.map((callback) => ({ target: callback.getTarget(), token: callback.getToken() }));
}

/** The options a transform sees, as the engine builds them from the registration. */
function optionsOf(req: RegisterRequest): TransformOptions {
  const options = new resourcePb.TransformResourceOptions()
    .setDependsOnList(req.getDependenciesList())
    .setIgnoreChangesList(req.getIgnorechangesList())
    .setReplaceOnChangesList(req.getReplaceonchangesList())
    .setVersion(req.getVersion())
    .setAliasesList(req.getAliasesList())
    .setProvider(req.getProvider())
    .setPluginDownloadUrl(req.getPlugindownloadurl())
    .setDeletedWith(req.getDeletedwith())
    .setAdditionalSecretOutputsList(req.getAdditionalsecretoutputsList());
  if (req.hasProtect()) options.setProtect(req.getProtect() ?? false);
  if (req.hasRetainondelete()) options.setRetainOnDelete(req.getRetainondelete() ?? false);
  if (req.getCustom()) options.setDeleteBeforeReplace(req.getDeletebeforereplace());
  const timeouts = req.getCustomtimeouts();
  if (timeouts !== undefined) options.setCustomTimeouts(timeouts);
  req.getProvidersMap().forEach((ref, pkg) => options.getProvidersMap().set(pkg, ref));
  return options;
}

/**
 * Runs a registration's transforms as `pulumi preview` does (its own, then each ancestor's, then the
 * stack's), each on what the one before returned. Only what the checks read is taken from the answers: the
 * inputs, the provider and the explicit dependencies.
 */
export async function applyTransforms(
  req: RegisterRequest,
  chain: readonly TransformCallback[],
  invoke: TransformInvoker,
): Promise<TransformOutcome> {
  let object = req.getObject();
  let options = optionsOf(req);
  for (const transform of chain) {
    const request = new resourcePb.TransformRequest()
      .setType(req.getType())
      .setName(req.getName())
      .setCustom(req.getCustom())
      .setParent(req.getParent())
      .setOptions(options);
    if (object !== undefined) request.setProperties(object);
    const answer = await invoke(transform.target, transform.token, request.serializeBinary());
    if (answer.kind !== 'answered') return answer;
    let response: InstanceType<typeof resourcePb.TransformResponse>;
    try {
      response = resourcePb.TransformResponse.deserializeBinary(answer.response);
    } catch {
      return { kind: 'unreachable', reason: "the transform's answer is not a TransformResponse" };
    }
    object = response.getProperties() ?? object;
    options = response.getOptions() ?? options;
  }
  return {
    kind: 'applied',
    registration: { object, provider: options.getProvider(), dependencies: options.getDependsOnList() },
  };
}
