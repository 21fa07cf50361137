/** Environment variable names cloud providers read credentials and their location from. */
const CREDENTIAL_VARIABLE =
  /^(?:AWS_[A-Z0-9_]+|ARM_[A-Z0-9_]+|AZURE_[A-Z0-9_]+|GOOGLE_[A-Z0-9_]+|CLOUDSDK_[A-Z0-9_]+|KUBECONFIG|DIGITALOCEAN_[A-Z0-9_]+|CLOUDFLARE_[A-Z0-9_]+)$/;

/**
 * The cloud-credential variables of an environment, for `PreviewDeps.credentials`. The entry calls it
 * with its environment; everything else (model keys, GitHub tokens) stays out of the preview.
 */
export function pickCloudCredentials(
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) {
    if (value !== undefined && value !== '' && CREDENTIAL_VARIABLE.test(name)) {
      picked[name] = value;
    }
  }
  return picked;
}
